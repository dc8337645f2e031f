import { sql } from 'drizzle-orm';
import { documentTaskId, type DocumentTaskStatus } from '../../../shared/document-tasks';
import { isLanguage } from '../../../shared/i18n/languages';
import { licenceKindLabel } from '../../../shared/licence-kinds';
import type { MeStatus } from '../../../shared/me-status';
import { READ_AND_SIGN_TASKS } from '../../../shared/task-descriptors/index';
import { TASKS, type TaskId } from '../../../shared/tasks';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { appliesToHire } from '../policy-documents/applies-to-sql';

interface Row {
  member_id: string | null;
  full_name: string | null;
  language: string | null;
  steps: string[] | null;
  edits: string[] | null;
  edits_at: number[] | null;
  /** When the hire last saved each task (its task state), by task id. */
  changed_at: Record<string, number> | null;
  /** Per read-and-sign task (alias `t<i>`): whether it is signed, and whether its document changed since. */
  [signed: `t${number}_signed`]: boolean | null;
  [changed: `t${number}_changed`]: boolean | null;
  has_tax: boolean | null;
  has_super: boolean | null;
  submitted_at: number | null;
  approved_at: number | null;
  change_requests: { taskId: string; message: string; at: number }[] | null;
  /** The employer's active documents that apply to this hire (decision 090), oldest first. */
  documents: DocumentRow[] | null;
  /** The hire's site and the tickets it requires that no current licence of theirs answers for. */
  site_tickets: { site: string; codes: string[] } | null;
}

interface DocumentRow {
  id: string;
  title: string;
  documentType: string;
  version: string;
  signedAt: number | null;
  signAgainSince: number | null;
}

const EMPTY: MeStatus = {
  email: null,
  fullName: null,
  memberId: null,
  tasks: TASKS.map((t) => ({ id: t.id, isCompleted: false, isSubmitted: false })),
  documents: [],
  draftSteps: [],
  editing: [],
  documentChanged: [],
  submittedAt: null,
  resubmissionRequired: false,
  changeRequests: [],
  approvedAt: null,
  language: null,
  missingTickets: null,
};

const ms = (col: string) => `(extract(epoch from ${col}) * 1000)::float8`;

/** The newest acknowledgment of a type (alias `x`) and the active document of that type (`x_doc`). */
const latestAcknowledgment = (alias: string, email: string, documentType: string) => sql`
    left join lateral (select true as at, acknowledged_at as signed_at,
        policy_document_id as doc_id
      from policy_acknowledgments where email = ${email} and document_type = ${documentType}
      order by acknowledged_at desc limit 1) ${sql.raw(alias)} on true
    left join policy_documents ${sql.raw(`${alias}_doc`)}
      on ${sql.raw(`${alias}_doc`)}.document_type = ${documentType} and ${sql.raw(`${alias}_doc`)}.is_active`;

/** The medical declaration (alias `x`, one per person) and the active document of its type. */
const medicalDeclaration = (alias: string, email: string, documentType: string) => sql`
    left join lateral (select true as at, coalesce(signed_at, updated_at) as signed_at,
        policy_document_id as doc_id
      from medical_declarations where email = ${email} limit 1) ${sql.raw(alias)} on true
    left join policy_documents ${sql.raw(`${alias}_doc`)}
      on ${sql.raw(`${alias}_doc`)}.document_type = ${documentType} and ${sql.raw(`${alias}_doc`)}.is_active`;

/**
 * The signed document is no longer the one to sign: another version is active, or the active one
 * was edited after signing. With no active document there is nothing newer to sign.
 */
const changed = (alias: string) =>
  `(${alias}.doc_id is not null and ${alias}_doc.id is not null
    and (${alias}_doc.id <> ${alias}.doc_id or ${alias}_doc.updated_at > ${alias}.signed_at))`;

/**
 * The employer's active documents for this hire (decision 090): those for everyone, or naming the
 * hire's position or site (the member's, else HR's invitation's), with the hire's latest signing.
 */
const employerDocuments = (email: string) => sql`(select json_agg(json_build_object(
      'id', d.id, 'title', d.title, 'documentType', d.document_type, 'version', d.version,
      'signedAt', ${sql.raw(ms('pa.acknowledged_at'))}, 'signAgainSince', ${sql.raw(ms('d.sign_again_since'))})
      order by d.created_at, d.id)
    from (select coalesce(hm.position, ha.position, '') as position,
                 coalesce(hm.location, ha.location, '') as location
            from (select 1) one
            left join team_members hm on hm.email = ${email}
            left join applications ha on ha.email = ${email}) h
    join policy_documents d on d.is_active
      and d.document_type not in (${sql.join(
        READ_AND_SIGN_TASKS.map((t) => sql`${t.id}`),
        sql`, `,
      )})
      and ${appliesToHire('d', 'h')}
    left join lateral (select acknowledged_at from policy_acknowledgments
      where email = ${email} and policy_document_id = d.id
      order by acknowledged_at desc limit 1) pa on true)`;

/**
 * The tickets the hire's site (the member's Location, else HR's invitation's) requires and no
 * licence of theirs answers for: one with a number, not expired on the employer's day (the rule of
 * shared/site-tickets.ts, decision 098). Null when the Location names no site.
 */
const siteTickets = (email: string) => sql`(select json_build_object('site', s.name, 'codes',
      (select coalesce(json_agg(r.code order by r.i), '[]'::json)
        from jsonb_array_elements_text(s.required_licences) with ordinality r(code, i)
        where not exists (select 1 from licences l where l.email = ${email} and l.kind = r.code
          and btrim(l.number) <> '' and (l.expiry_date = '' or l.expiry_date >= (select
            to_char(now() at time zone e.time_zone, 'YYYY-MM-DD') from employer_settings e)))))
    from (select coalesce(hm.location, ha.location, '') as location
            from (select 1) one
            left join team_members hm on hm.email = ${email}
            left join applications ha on ha.email = ${email}) h
    join sites s on s.name = h.location)`;

/** Each read-and-sign task's alias in the query: `t0`, `t1`, … in task order. */
const SIGNED = READ_AND_SIGN_TASKS.map((task, i) => ({ task, alias: `t${i}` as `t${number}` }));

/**
 * The employee's progress, computed from the database in one round trip. A task is submitted
 * when the latest submission is not older than the task's last change (spec §4).
 */
export async function getStatus(db: Db, email: string | null): Promise<MeStatus> {
  if (!email) return EMPTY;
  const [row] = await queryRows<Row>(db, statusQuery(email));
  return toStatus(email, row);
}

/** One round trip; every per-email lookup is by an `email` index (bench/status-scale EXPLAINs it). */
export const statusQuery = (email: string) =>
  sql`select m.id as member_id, m.full_name,
      (select array_agg(step_id order by step_id) from step_drafts
        where email = ${email} and complete) as steps,
      (select array_agg(task_id order by task_id) from task_states
        where email = ${email} and editing_since is not null) as edits,
      (select array_agg(${sql.raw(ms('editing_since'))} order by task_id) from task_states
        where email = ${email} and editing_since is not null) as edits_at,
      (select json_object_agg(task_id, ${sql.raw(ms('changed_at'))}) from task_states
        where email = ${email} and changed_at is not null) as changed_at,
      ${sql.raw(SIGNED.map(({ alias: a }) => `${a}.at is not null as ${a}_signed, ${changed(a)} as ${a}_changed`).join(',\n      '))},
      exists (select 1 from tax_declarations where email = ${email}) as has_tax,
      exists (select 1 from superfund_choices where email = ${email}) as has_super,
      (select ${sql.raw(ms('max(created_at)'))} from submission_records where email = ${email}) as submitted_at,
      (select ${sql.raw(ms('approved_at'))} from applications where email = ${email}) as approved_at,
      (select language from applications where email = ${email}) as language,
      (select json_agg(json_build_object('taskId', e.task_id, 'message', e.message,
          'at', ${sql.raw(ms('e.created_at'))}) order by e.created_at, e.id)
        from applications a join application_events e on e.application_id = a.id
        where a.email = ${email} and e.kind = 'changes-requested') as change_requests,
      ${employerDocuments(email)} as documents,
      ${siteTickets(email)} as site_tickets
    from (select 1) one left join team_members m on m.email = ${email}
    ${sql.join(
      SIGNED.map(({ task, alias }) =>
        task.readAndSign.store === 'medical-declaration'
          ? medicalDeclaration(alias, email, task.id)
          : latestAcknowledgment(alias, email, task.id),
      ),
      sql``,
    )}`;

function toStatus(email: string, row: Row | undefined): MeStatus {
  if (!row) return { ...EMPTY, email };
  // A task with a record is dated by its task state (decision 052), not by the record's own times.
  const hasRecord: Partial<Record<TaskId, boolean>> = {
    'personal-information': row.member_id !== null,
    'tax-declaration': row.has_tax === true,
    'superfund-choice': row.has_super === true,
  };
  const documentChangedAfterSigning: Partial<Record<TaskId, boolean>> = {};
  for (const { task, alias } of SIGNED) {
    hasRecord[task.id] = row[`${alias}_signed`] === true;
    documentChangedAfterSigning[task.id] = row[`${alias}_changed`] === true;
  }
  const changedAt = (id: TaskId) => (hasRecord[id] ? (row.changed_at?.[id] ?? null) : null);
  const submittedAt = row.submitted_at;
  const editing = new Map((row.edits ?? []).map((id, i) => [id, row.edits_at?.[i] ?? 0]));
  const documentChanged: TaskId[] = [];
  const documents = (row.documents ?? []).map((doc) =>
    documentStatus(doc, row.changed_at, submittedAt, editing),
  );
  const tasks = TASKS.map((t) => {
    const done = changedAt(t.id);
    const isSubmitted = done !== null && submittedAt !== null && done <= submittedAt;
    // A newer document must be signed, unless what was signed went out with a submission.
    const isOutdated = done !== null && !isSubmitted && documentChangedAfterSigning[t.id] === true;
    if (isOutdated) documentChanged.push(t.id);
    const isCompleted = done !== null && !editing.has(t.id) && !isOutdated;
    return { id: t.id, isCompleted, isSubmitted: isCompleted && isSubmitted };
  });
  return {
    email,
    fullName: row.full_name,
    memberId: row.member_id,
    tasks,
    documents,
    draftSteps: row.steps ?? [],
    editing: TASKS.filter((t) => editing.has(t.id)).map((t) => t.id),
    documentChanged,
    submittedAt: submittedAt === null ? null : new Date(submittedAt).toISOString(),
    resubmissionRequired: submittedAt !== null && [...tasks, ...documents].some((t) => !t.isSubmitted),
    changeRequests: openChangeRequests(row.change_requests, submittedAt),
    approvedAt:
      row.approved_at !== null && submittedAt !== null && row.approved_at >= submittedAt
        ? new Date(row.approved_at).toISOString()
        : null,
    language: isLanguage(row.language) ? row.language : null,
    missingTickets:
      row.site_tickets && row.site_tickets.codes.length > 0
        ? {
            site: row.site_tickets.site,
            tickets: row.site_tickets.codes.map((code) => ({ code, label: licenceKindLabel(code) })),
          }
        : null,
  };
}

/**
 * An employer document's task: signed (and saved, its task state dated), not reopened, and not
 * signed before the owner asked for this version to be signed again (issue 39 item 5).
 */
function documentStatus(
  doc: DocumentRow,
  changedAtByTask: Record<string, number> | null,
  submittedAt: number | null,
  editing: Map<string, number>,
): DocumentTaskStatus {
  const id = documentTaskId(doc.id);
  const done = doc.signedAt === null ? null : (changedAtByTask?.[id] ?? doc.signedAt);
  const isSignAgain =
    doc.signedAt !== null && doc.signAgainSince !== null && doc.signAgainSince > doc.signedAt;
  const isSubmitted = done !== null && submittedAt !== null && done <= submittedAt;
  // Unlike a built-in document's, a sign-again asks those who submitted too: the owner chose it.
  const isCompleted = done !== null && !editing.has(id) && !isSignAgain;
  return {
    id,
    documentId: doc.id,
    title: doc.title,
    documentType: doc.documentType,
    version: doc.version,
    isCompleted,
    isSubmitted: isCompleted && isSubmitted,
    isSignAgain,
  };
}

/**
 * HR's requests since the latest submission (a resubmission answers them), the newest per task
 * (decision 031).
 */
function openChangeRequests(
  list: Row['change_requests'],
  submittedAt: number | null,
): MeStatus['changeRequests'] {
  if (submittedAt === null || !list) return [];
  const latest = new Map<TaskId, { taskId: TaskId; message: string; requestedAt: string }>();
  for (const request of list) {
    const task = TASKS.find((t) => t.id === request.taskId);
    if (!task || request.at <= submittedAt) continue;
    latest.set(task.id, {
      taskId: task.id,
      message: request.message,
      requestedAt: new Date(request.at).toISOString(),
    });
  }
  return TASKS.flatMap((t) => latest.get(t.id) ?? []);
}
