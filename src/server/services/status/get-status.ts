import { sql } from 'drizzle-orm';
import type { MeStatus } from '../../../shared/me-status';
import { TASKS, type TaskId } from '../../../shared/tasks';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';

interface Row {
  member_id: string | null;
  full_name: string | null;
  steps: string[] | null;
  edits: string[] | null;
  edits_at: number[] | null;
  member_at: number | null;
  wb_at: number | null;
  med_at: number | null;
  tax_at: number | null;
  super_at: number | null;
  ca_at: number | null;
  submitted_at: number | null;
}

const EMPTY: MeStatus = {
  email: null,
  fullName: null,
  memberId: null,
  tasks: TASKS.map((t) => ({ id: t.id, isCompleted: false, isSubmitted: false })),
  draftSteps: [],
  editing: [],
  submittedAt: null,
  resubmissionRequired: false,
};

const ms = (col: string) => sql.raw(`(extract(epoch from ${col}) * 1000)::float8`);

/**
 * The employee's progress, computed from the database in one round trip. A task is submitted
 * when the latest submission is not older than the task's last change (spec §4).
 */
export async function getStatus(db: Db, email: string | null): Promise<MeStatus> {
  if (!email) return EMPTY;
  const [row] = await queryRows<Row>(
    db,
    sql`select m.id as member_id, m.full_name,
      (select array_agg(step_id order by step_id) from step_drafts
        where email = ${email} and step_id not like 'editing:%') as steps,
      (select array_agg(substr(step_id, 9)) from step_drafts
        where email = ${email} and step_id like 'editing:%') as edits,
      (select array_agg(${ms('updated_at')}) from step_drafts
        where email = ${email} and step_id like 'editing:%') as edits_at,
      ${ms('m.updated_at')} as member_at,
      (select ${ms('max(acknowledged_at)')} from policy_acknowledgments
        where email = ${email} and document_type = 'workplace-behaviour') as wb_at,
      (select ${ms('updated_at')} from medical_declarations where email = ${email}) as med_at,
      (select ${ms('updated_at')} from tax_declarations where email = ${email}) as tax_at,
      (select ${ms('updated_at')} from superfund_choices where email = ${email}) as super_at,
      (select ${ms('max(acknowledged_at)')} from policy_acknowledgments
        where email = ${email} and document_type = 'confidentiality-agreement') as ca_at,
      (select ${ms('max(created_at)')} from submission_records where email = ${email}) as submitted_at
    from (select 1) one left join team_members m on m.email = ${email}`,
  );
  if (!row) return { ...EMPTY, email };
  const changedAt: Record<TaskId, number | null> = {
    'personal-information': row.member_at,
    'workplace-behaviour': row.wb_at,
    'medical-declaration': row.med_at,
    'tax-declaration': row.tax_at,
    'superfund-choice': row.super_at,
    'confidentiality-agreement': row.ca_at,
  };
  const submittedAt = row.submitted_at;
  const editing = new Map((row.edits ?? []).map((id, i) => [id, row.edits_at?.[i] ?? 0]));
  const tasks = TASKS.map((t) => {
    const done = changedAt[t.id];
    const isCompleted = done !== null && !editing.has(t.id);
    return { id: t.id, isCompleted, isSubmitted: isCompleted && submittedAt !== null && done <= submittedAt };
  });
  return {
    email,
    fullName: row.full_name,
    memberId: row.member_id,
    tasks,
    draftSteps: row.steps ?? [],
    editing: TASKS.filter((t) => editing.has(t.id)).map((t) => t.id),
    submittedAt: submittedAt === null ? null : new Date(submittedAt).toISOString(),
    resubmissionRequired: submittedAt !== null && tasks.some((t) => !t.isSubmitted),
  };
}
