import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { SignatureEvidence } from '../../../shared/acknowledgment';
import type { PdfTaskType } from '../../../shared/schemas/task-completion';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema/stored-files';
import { badRequest } from '../../http-errors';
import { readAndSignTask } from '../../../shared/task-descriptors/index';
import { agreementView, medicalView } from '../acknowledgments/acknowledgment-views';
import { findMember } from '../acknowledgments/load-signer';
import { TASK_PDF_KIND } from '../acknowledgments/signature-files';
import type { Cipher } from '../crypto/cipher';
import { openFileBytes } from '../files/file-bytes';
import { formatAuDate, formatAuDateTime } from '../format/au-dates';
import { employerTimeZone } from '../format/employer-time-zone';
import { queuePdf } from '../pdf-files/queue-pdf';
import type { AppDeps } from '../../types';
import type { TaskPdfInput } from './render-task-pdf';

const notSigned = (taskType: PdfTaskType) => readAndSignTask(taskType).readAndSign.pdf?.notSigned ?? '';

export async function readFile(db: Db, cipher: Cipher, url: string | null): Promise<Buffer | null> {
  const id = url?.split('/').pop();
  if (!id) return null;
  const [file] = await db
    .select({ bytes: storedFiles.bytes })
    .from(storedFiles)
    .where(eq(storedFiles.id, id));
  return file ? openFileBytes(cipher, file.bytes) : null;
}

/** The stored record, not the client's copy of it, is what the PDF shows. */
async function pdfInput(
  db: Db,
  cipher: Cipher,
  email: string,
  taskType: PdfTaskType,
  timeZone: string,
): Promise<{ memberId: string; input: TaskPdfInput }> {
  const member = await findMember(db, email);
  const task = readAndSignTask(taskType);
  const record =
    task.readAndSign.store === 'medical-declaration'
      ? await medicalView(db, cipher, email, null)
      : await agreementView(db, task, email, null);
  if (!member || !record) throw badRequest(notSigned(taskType), { taskType: notSigned(taskType) });
  const person = { fullName: member.fullName, email: member.email, position: member.position };
  const base = {
    person,
    document: { title: record.policyTitle, version: record.policyVersion },
    answers: record.answers,
    signaturePng: await readFile(db, cipher, record.signature),
    evidence: record.evidence satisfies SignatureEvidence,
    timeZone,
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
      heading: task.title,
      details: [
        ['Agreement type', record.agreementType],
        ['Acknowledgment date', formatAuDateTime(new Date(record.acknowledgedAt), timeZone)],
      ],
      statement: 'Acknowledged and Signed',
    },
  };
}

/** The SHA-256 of everything a task PDF shows: the same source renders the same document. */
export function sourceDigest(input: TaskPdfInput): string {
  const signature =
    input.signaturePng && crypto.createHash('sha256').update(input.signaturePng).digest('hex');
  return crypto
    .createHash('sha256')
    .update(JSON.stringify({ ...input, signaturePng: signature }))
    .digest('hex');
}

/** What the task PDF of `email` shows now, and its digest; 400 when the task is not signed. */
export async function taskPdfSource(
  db: Db,
  cipher: Cipher,
  email: string,
  taskType: PdfTaskType,
  timeZone: string,
) {
  const { memberId, input } = await pdfInput(db, cipher, email, taskType, timeZone);
  return { memberId, input, digest: sourceDigest(input) };
}

export type CompletedTask = { fileId: string; kind: string; size: number };

type Deps = Pick<AppDeps, 'database' | 'cipher' | 'env' | 'settings' | 'jobs'>;

/** Requests in flight, per email and task: simultaneous requests share one answer. */
const queueing = new Map<string, Promise<CompletedTask>>();

/**
 * POST /api/tasks/complete: the signed record's PDF of a task that has one (its descriptor's `pdf`),
 * stored with the member's files (replacing the earlier one) for the submission to attach.
 * Made once per signing: while the record, its initial and the member's name, email and position
 * are what the stored PDF was made from, that PDF is the answer (issue 19). Otherwise a new one is
 * queued: its row is stored now and a job draws it (issue 20: drawing it here held the request
 * behind every other PDF); `size` is 0 until then, and whoever reads it first draws it
 * (services/pdf-files). Signing again removes the PDF.
 */
export async function completeTask(deps: Deps, email: string, taskType: PdfTaskType): Promise<CompletedTask> {
  const key = `${taskType}:${email}`;
  const running = queueing.get(key);
  if (running) return running;
  const task = queueOnce(deps, email, taskType).finally(() => queueing.delete(key));
  queueing.set(key, task);
  return task;
}

async function queueOnce(deps: Deps, email: string, taskType: PdfTaskType): Promise<CompletedTask> {
  const { db } = deps.database;
  const { memberId, digest } = await taskPdfSource(db, deps.cipher, email, taskType, employerTimeZone(deps));
  const kind = TASK_PDF_KIND[taskType];
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
  const fileId = await db.transaction(async (tx) => {
    const member = await findMember(tx, email);
    if (!member) throw badRequest(notSigned(taskType));
    await tx.delete(storedFiles).where(and(eq(storedFiles.memberId, member.id), eq(storedFiles.kind, kind)));
    return queuePdf(tx, deps.cipher, deps.env.JOB_MAX_ATTEMPTS, {
      memberId: member.id,
      kind,
      sourceSha256: digest,
    });
  });
  deps.jobs.wake();
  return { fileId, kind, size: 0 };
}
