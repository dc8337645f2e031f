import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { SignatureEvidence } from '../../../shared/acknowledgment';
import type { PdfTaskType } from '../../../shared/schemas/task-completion';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema/stored-files';
import { badRequest } from '../../http-errors';
import { confidentialityView, medicalView } from '../acknowledgments/acknowledgment-views';
import { findMember } from '../acknowledgments/load-signer';
import { TASK_PDF_KIND } from '../acknowledgments/signature-files';
import type { Cipher } from '../crypto/cipher';
import { formatAuDate, formatAuDateTime } from '../format/au-dates';
import { renderTaskPdfInPool } from '../pdf/pdf-pool';
import type { TaskPdfInput } from './render-task-pdf';

const NOT_SIGNED: Record<PdfTaskType, string> = {
  'medical-declaration': 'There is no medical declaration to complete. Please acknowledge it first.',
  'confidentiality-agreement': 'There is no confidentiality agreement to complete. Please sign it first.',
};

async function readFile(db: Db, url: string | null): Promise<Buffer | null> {
  const id = url?.split('/').pop();
  if (!id) return null;
  const [file] = await db
    .select({ bytes: storedFiles.bytes })
    .from(storedFiles)
    .where(eq(storedFiles.id, id));
  return file?.bytes ?? null;
}

/** The stored record, not the client's copy of it, is what the PDF shows. */
async function pdfInput(
  db: Db,
  cipher: Cipher,
  email: string,
  taskType: PdfTaskType,
): Promise<{ memberId: string; input: TaskPdfInput }> {
  const member = await findMember(db, email);
  const record =
    taskType === 'medical-declaration'
      ? await medicalView(db, cipher, email)
      : await confidentialityView(db, email);
  if (!member || !record) throw badRequest(NOT_SIGNED[taskType], { taskType: NOT_SIGNED[taskType] });
  const person = { fullName: member.fullName, email: member.email, position: member.position };
  const base = {
    person,
    document: { title: record.policyTitle, version: record.policyVersion },
    answers: record.answers,
    signaturePng: await readFile(db, record.signature),
    evidence: record.evidence satisfies SignatureEvidence,
  };
  if ('medicalDeclarationDate' in record) {
    return {
      memberId: member.id,
      input: {
        ...base,
        heading: 'Medical Declaration',
        details: [['Declaration date', formatAuDate(record.medicalDeclarationDate)]],
        statement: 'Declared true and complete, and signed.',
      },
    };
  }
  return {
    memberId: member.id,
    input: {
      ...base,
      heading: 'Confidentiality Agreement',
      details: [
        ['Agreement type', record.agreementType],
        ['Acknowledgment date', formatAuDateTime(new Date(record.acknowledgedAt))],
      ],
      statement: 'Acknowledged and Signed',
    },
  };
}

/** The SHA-256 of everything a task PDF shows: the same source renders the same document. */
function sourceDigest(input: TaskPdfInput): string {
  const signature =
    input.signaturePng && crypto.createHash('sha256').update(input.signaturePng).digest('hex');
  return crypto
    .createHash('sha256')
    .update(JSON.stringify({ ...input, signaturePng: signature }))
    .digest('hex');
}

export type CompletedTask = { fileId: string; kind: string; size: number };

/** Renders in flight, per email and task: simultaneous requests share one render. */
const rendering = new Map<string, Promise<CompletedTask>>();

/**
 * POST /api/tasks/complete: renders the signed medical declaration or confidentiality agreement
 * and stores it with the member's files (replacing the earlier one), for the submission to attach.
 * Rendered once per signing: while the record, its initial and the member's name, email and
 * position are what the stored PDF was made from, that PDF is the answer (issue 19: 200 renders
 * of one record slowed every request to 840 ms). Signing again removes the PDF.
 */
export async function completeTask(
  db: Db,
  cipher: Cipher,
  email: string,
  taskType: PdfTaskType,
): Promise<CompletedTask> {
  const key = `${taskType}:${email}`;
  const running = rendering.get(key);
  if (running) return running;
  const task = renderOnce(db, cipher, email, taskType).finally(() => rendering.delete(key));
  rendering.set(key, task);
  return task;
}

async function renderOnce(
  db: Db,
  cipher: Cipher,
  email: string,
  taskType: PdfTaskType,
): Promise<CompletedTask> {
  const { memberId, input } = await pdfInput(db, cipher, email, taskType);
  const kind = TASK_PDF_KIND[taskType];
  const digest = sourceDigest(input);
  const [stored] = await db
    .select({ id: storedFiles.id, size: storedFiles.size })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.memberId, memberId),
        eq(storedFiles.kind, kind),
        eq(storedFiles.sourceSha256, digest),
      ),
    )
    .limit(1);
  if (stored) return { fileId: stored.id, kind, size: stored.size };
  const pdf = await renderTaskPdfInPool(input);
  return db.transaction(async (tx) => {
    const member = await findMember(tx, email);
    if (!member) throw badRequest(NOT_SIGNED[taskType]);
    await tx.delete(storedFiles).where(and(eq(storedFiles.memberId, member.id), eq(storedFiles.kind, kind)));
    const [file] = await tx
      .insert(storedFiles)
      .values({
        memberId: member.id,
        kind,
        contentType: 'application/pdf',
        size: pdf.length,
        bytes: pdf,
        sourceSha256: digest,
      })
      .returning({ id: storedFiles.id });
    return { fileId: file!.id, kind, size: pdf.length };
  });
}
