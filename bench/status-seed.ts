// Bulk members for the status benches, written in SQL (generate_series) so 50k take seconds:
// each member has personal information, the three signed documents, tax, super, a submission and
// one wizard draft, HR's application with one event, i.e. every table the status query reads
// holds a row per member.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { TASKS } from '../src/shared/tasks';

export const benchEmail = (prefix: string, i: number) => `${prefix}-${i}@bench.example`;

/**
 * Members `from` to `to - 1`, 5,000 to a statement: the app's pool gives a query 10 s at most
 * (issue 20 item 1), which one statement of 40,000 members on PostgreSQL outlasted.
 */
export async function seedStatusMembers(db: Db, prefix: string, from: number, to: number): Promise<void> {
  for (let start = from; start < to; start += SEED_BATCH) {
    await seedBatch(db, prefix, start, Math.min(to, start + SEED_BATCH));
  }
}

const SEED_BATCH = 5_000;

async function seedBatch(db: Db, prefix: string, from: number, to: number): Promise<void> {
  const email = sql.raw(`'${prefix}-' || g || '@bench.example'`);
  const range = sql`generate_series(${from}::int, ${to - 1}::int) g`;
  // HR's application and its first event (decision 031): every proven email has one.
  await db.execute(sql`insert into applications (email, full_name, invited_at)
    select ${email}, 'Bench Member ' || g, now() from ${range}`);
  await db.execute(sql`insert into application_events (application_id, kind)
    select a.id, 'invited' from ${range} join applications a on a.email = ${email}`);
  await db.execute(sql`insert into team_members (email, full_name, mobile, gender, date_of_birth,
      addrs_house_number, addrs_street_name, addrs_suburb, addrs_state, addrs_postcode,
      emergency_contact_name1, emergency_contact_mobile1, emergency_contact_relationship1,
      bank_institution, bank_account_name, bank_bsb, bank_account_number,
      company_being_employed_by, position, department, location, planned_start_date)
    select ${email}, 'Bench Member ' || g, '0412345678', 'Male', '1990-01-01', '1', 'Main St',
      'Carlton', 'VIC', '3053', 'Kin', '0412345678', 'Parent', 'Bank', 'Bench', 'x', 'x',
      'Bench Pty Ltd', 'Labourer', 'Site', 'Melbourne', '2026-01-01' from ${range}`);
  for (const type of ['workplace-behaviour', 'confidentiality-agreement']) {
    await db.execute(sql`insert into policy_acknowledgments (member_id, email, policy_document_id,
        document_type, policy_title, policy_version, signed_at)
      select m.id, m.email, d.id, d.document_type, d.title, d.version, now()
      from ${range} join team_members m on m.email = ${email}
      join policy_documents d on d.document_type = ${type} and d.is_active`);
  }
  await db.execute(sql`insert into medical_declarations (member_id, email, answers, policy_document_id,
      medical_declaration_date, signed_at)
    select m.id, m.email, 'x', d.id, '2026-01-01', now()
    from ${range} join team_members m on m.email = ${email}
    left join policy_documents d on d.document_type = 'medical-declaration' and d.is_active`);
  await db.execute(sql`insert into tax_declarations (member_id, email, basis_of_payment, australian_resident,
      claim_tax_free_threshold, has_help_debt, tax_declaration_date)
    select m.id, m.email, 'full-time', 'yes', 'yes', 'no', '2026-01-01'
    from ${range} join team_members m on m.email = ${email}`);
  await db.execute(sql`insert into superfund_choices (member_id, email, tax_file_number)
    select m.id, m.email, 'x' from ${range} join team_members m on m.email = ${email}`);
  await db.execute(sql`insert into submission_records (member_id, email, full_name, submission_data)
    select m.id, m.email, m.full_name, 'x' from ${range} join team_members m on m.email = ${email}`);
  await db.execute(sql`insert into step_drafts (email, step_id, data)
    select ${email}, 'address', 'x' from ${range}`);
  // Every task dated by its save, and one reopened for editing (decision 052).
  await db.execute(sql`insert into task_states (email, task_id, changed_at)
    select ${email}, task, now() - interval '1 hour' from ${range}
      cross join unnest(${sql.raw(`array[${TASKS.map((t) => `'${t.id}'`).join(', ')}]`)}) task`);
  await db.execute(sql`update task_states set editing_since = now()
    where task_id = 'tax-declaration' and email in (select ${email} from ${range})`);
  await db.execute(sql`analyze`);
}
