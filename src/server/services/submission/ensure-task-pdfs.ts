import { and, eq, inArray } from 'drizzle-orm';
import { PDF_TASK_TYPES } from '../../../shared/schemas/task-completion';
import { storedFiles } from '../../db/schema/stored-files';
import { teamMembers } from '../../db/schema/team-members';
import { HttpError } from '../../http-errors';
import type { AppDeps } from '../../types';
import { TASK_PDF_KIND } from '../acknowledgments/signature-files';
import { completeTask } from '../task-pdfs/complete-task';
import { queueEmployerDocumentPdfs } from '../task-pdfs/queue-employer-document-pdfs';

/**
 * The task PDFs (PDF_TASKS) and the employer documents' go out with the application. The pages ask for them
 * without waiting (the spec tolerates a failure there), so a missing one is queued here, from
 * the stored record, before the submission is recorded (its job, or the email that attaches it,
 * draws it).
 */
export async function ensureTaskPdfs(deps: AppDeps, email: string): Promise<void> {
  const { db } = deps.database;
  const [member] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(eq(teamMembers.email, email));
  if (!member) return;
  const kinds = PDF_TASK_TYPES.map((type) => TASK_PDF_KIND[type]);
  const present = await db
    .select({ kind: storedFiles.kind })
    .from(storedFiles)
    .where(and(eq(storedFiles.memberId, member.id), inArray(storedFiles.kind, kinds)));
  for (const type of PDF_TASK_TYPES) {
    if (present.some((f) => f.kind === TASK_PDF_KIND[type])) continue;
    // A task not signed yet cannot have its PDF; the submission then answers 409 naming it.
    await completeTask(deps, email, type).catch((err: unknown) => {
      if (!(err instanceof HttpError)) throw err;
    });
  }
  // Each employer document signed (decision 091), made again when signed again since.
  await queueEmployerDocumentPdfs(deps, member.id);
}
