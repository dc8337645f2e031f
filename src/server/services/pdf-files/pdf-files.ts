import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { storedFiles } from '../../db/schema/stored-files';
import { submissionRecords } from '../../db/schema/submission-records';
import { teamMembers } from '../../db/schema/team-members';
import { HttpError } from '../../http-errors';
import type { JobHandler } from '../../jobs/job-handler';
import type { AppDeps } from '../../types';
import { TASK_PDF_KIND } from '../acknowledgments/signature-files';
import { openFileBytes, sealFileBytes } from '../files/file-bytes';
import type { StoredFile } from '../files/stored-file-access';
import type { PdfJob } from '../pdf/pdf-job';
import { changeNames, describeChanges } from '../submission/application-changes';
import type { ApplicationSnapshot } from '../submission/application-snapshot';
import { FILE_KINDS } from '../submission/submission-kinds';
import { previousSnapshot } from '../submission/load-submission';
import { parseStatementsGiven } from '../fair-work/fair-work-statements';
import { loadSnapshotImages, toPdfInput } from '../submission/to-pdf-input';
import { taskPdfSource } from '../task-pdfs/complete-task';
import { employerTimeZone } from '../format/employer-time-zone';
import { pinnedImages } from './pinned-images';
import { isPendingPdf, PDF_JOBS } from './queue-pdf';

type Deps = Pick<AppDeps, 'database' | 'cipher' | 'env' | 'pdf'>;

const TASK_TYPE_OF_KIND = new Map<string, keyof typeof TASK_PDF_KIND>(
  Object.entries(TASK_PDF_KIND).map(([type, kind]) => [kind, type as keyof typeof TASK_PDF_KIND]),
);

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** What `file` shows now, from the stored records, or null when there is nothing left to show. */
async function sourceOf(deps: Deps, file: StoredFile): Promise<{ job: PdfJob; digest: string } | null> {
  const { db } = deps.database;
  if (!file.memberId) return null;
  const taskType = TASK_TYPE_OF_KIND.get(file.kind);
  if (taskType) {
    const [member] = await db
      .select({ email: teamMembers.email })
      .from(teamMembers)
      .where(eq(teamMembers.id, file.memberId));
    if (!member) return null;
    try {
      const { input, digest } = await taskPdfSource(
        db,
        deps.cipher,
        member.email,
        taskType,
        employerTimeZone(deps),
      );
      return { job: { kind: 'task', input }, digest };
    } catch (err) {
      // The record was withdrawn meanwhile (signing again deletes its PDF too).
      if (err instanceof HttpError) return null;
      throw err;
    }
  }
  if (file.kind !== FILE_KINDS.applicationPdf) return null;
  const [record] = await db.select().from(submissionRecords).where(eq(submissionRecords.pdfFileId, file.id));
  if (!record) return null;
  const snapshotJson = deps.cipher.decrypt(record.submissionData);
  const snapshot = JSON.parse(snapshotJson) as ApplicationSnapshot;
  const previous = await previousSnapshot(db, deps.cipher, record);
  const isResubmission = record.isResubmission === 'true';
  // The images as submitted (pinned in the pending row); the current ones only for a row queued
  // before images were pinned.
  const images =
    pinnedImages(openFileBytes(deps.cipher, file.bytes)) ??
    (await loadSnapshotImages(db, deps.cipher, snapshot));
  const input = toPdfInput(snapshot, images, {
    companyName: deps.env.COMPANY_NAME,
    employerAbn: deps.env.EMPLOYER_ABN,
    generatedAt: record.createdAt,
    timeZone: employerTimeZone(deps),
    isResubmission,
    // Named, not valued; the medical answers' change not even named: every recipient gets this PDF.
    changes:
      isResubmission && previous
        ? changeNames(describeChanges(previous, snapshot, { health: false }))
        : undefined,
    fairWorkStatements: parseStatementsGiven(record.fairWorkStatements),
  });
  return { job: { kind: 'application', input }, digest: sha256(snapshotJson) };
}

/** Draws in flight, per file: the job and a route asking at once share one draw. */
const drawing = new Map<string, Promise<StoredFile | null>>();

/**
 * The stored PDF `fileId`, drawn now if its job has not run yet (null when it is gone); its
 * bytes as stored (sealed: `openFileBytes`). The first
 * draw to finish stores its bytes; a later one (another instance's) answers those, so every
 * reader of one file gets the same document.
 */
export function drawnPdf(deps: Deps, fileId: string): Promise<StoredFile | null> {
  const running = drawing.get(fileId);
  if (running) return running;
  const draw = drawOnce(deps, fileId).finally(() => drawing.delete(fileId));
  drawing.set(fileId, draw);
  return draw;
}

async function drawOnce(deps: Deps, fileId: string): Promise<StoredFile | null> {
  const { db } = deps.database;
  const read = async () => (await db.select().from(storedFiles).where(eq(storedFiles.id, fileId)))[0] ?? null;
  const file = await read();
  if (!file || !isPendingPdf(file)) return file;
  const source = await sourceOf(deps, file);
  if (!source) return null;
  const pdf = await deps.pdf.render(source.job);
  const [stored] = await db
    .update(storedFiles)
    .set({ bytes: sealFileBytes(deps.cipher, pdf), size: pdf.length, sourceSha256: source.digest })
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.size, 0)))
    .returning();
  return stored ?? (await read());
}

/** The job kind that draws queued PDFs. */
export function pdfJobHandlers(deps: Deps): Record<string, JobHandler> {
  return {
    [PDF_JOBS.render]: {
      async run(payload) {
        await drawnPdf(deps, String(payload.fileId));
      },
    },
  };
}
