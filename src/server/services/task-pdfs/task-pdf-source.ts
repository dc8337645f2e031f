import { eq } from 'drizzle-orm';
import type { PdfTaskType } from '../../../shared/schemas/task-completion';
import { teamMembers } from '../../db/schema/team-members';
import { HttpError } from '../../http-errors';
import { employerTimeZone } from '../format/employer-time-zone';
import type { PdfSource } from '../pdf-files/pdf-sources';
import { taskPdfSource } from './complete-task';

/** The PDF of a signed task (`taskType`) that `file` shows now, from the member's signed record. */
export const taskPdfSourceOf =
  (taskType: PdfTaskType): PdfSource =>
  async (deps, file) => {
    const { db } = deps.database;
    if (!file.memberId) return null;
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
  };
