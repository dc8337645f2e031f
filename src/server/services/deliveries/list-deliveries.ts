import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod/mini';
import {
  DELIVERIES_PAGE_SIZE,
  type DeliveryFilter,
  DELIVERY_STATES,
  type DeliveryState,
  RECORDS_SYSTEM_RECIPIENT,
} from '../../../shared/deliveries';
import type { DeliveryCounts, FailedKind } from '../../../shared/answers/deliveries';
import { PAYROLL_SYSTEM_NAMES, PAYROLL_SYSTEMS } from '../../../shared/payroll';
import { deliveriesPausedSince } from './deliveries-paused';
import { type deliveriesPageSchema, type deliverySchema } from '../../../shared/answers/deliveries';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { deliveryErrorSummary } from './delivery-error-summary';
import { DELIVERY_KIND_NAMES, DELIVERY_KINDS } from './delivery-kinds';

/** The job statuses behind each state: a running job is still pending for the admin. */
const JOB_STATUSES: Record<DeliveryState, string[]> = {
  pending: ['pending', 'running'],
  delivered: ['done'],
  'not-sent': ['skipped'],
  failed: ['failed'],
};

const STATE_OF_STATUS = new Map<string, DeliveryState>(
  DELIVERY_STATES.flatMap((state) => JOB_STATUSES[state].map((status) => [status, state] as const)),
);
const stateOf = (status: string): DeliveryState => STATE_OF_STATUS.get(status) ?? 'pending';

interface DeliveryRow {
  id: number | string;
  kind: string;
  status: string;
  attempts: number;
  last_error: string | null;
  to: string | null;
  payload_email: string | null;
  payroll_system: string | null;
  email: string | null;
  full_name: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const kinds = () =>
  sql.join(
    DELIVERY_KIND_NAMES.map((k) => sql`${k}`),
    sql`, `,
  );

function where(filter: DeliveryFilter): SQL {
  const statuses = filter === 'all' ? [] : JOB_STATUSES[filter];
  const byStatus =
    statuses.length === 0
      ? sql``
      : sql` and j.status in (${sql.join(
          statuses.map((s) => sql`${s}`),
          sql`, `,
        )})`;
  return sql`j.kind in (${kinds()})${byStatus}`;
}

/** A payroll delivery's recipient: the payroll system by name. */
function payrollSystemName(system: string | null): string {
  const found = PAYROLL_SYSTEMS.find((s) => s === system);
  return found ? PAYROLL_SYSTEM_NAMES[found] : 'Payroll';
}

function toDelivery(row: DeliveryRow): z.input<typeof deliverySchema> {
  const kind = DELIVERY_KINDS[row.kind]!;
  const addressed = kind.recipientField === 'email' ? row.payload_email : row.to;
  const recipient =
    kind.channel === 'records-system'
      ? RECORDS_SYSTEM_RECIPIENT
      : kind.channel === 'payroll'
        ? payrollSystemName(row.payroll_system)
        : (addressed ?? row.email);
  return {
    id: Number(row.id),
    channel: kind.channel,
    what: kind.what,
    recipient,
    applicant: row.full_name,
    state: stateOf(row.status),
    attempts: row.attempts,
    lastError:
      row.status === 'done' || row.status === 'skipped'
        ? null
        : deliveryErrorSummary(kind.channel, row.last_error),
    // Written by the app's own handlers (JobSkipped), never by a receiver.
    reason: row.status === 'skipped' ? row.last_error : null,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/** The counters over every delivery, whatever the filter. */
export async function countDeliveries(db: Db): Promise<DeliveryCounts> {
  const rows = await queryRows<{ status: string; n: number }>(
    db,
    sql`select j.status, count(*)::int as n from jobs j where ${where('all')} group by j.status`,
  );
  const counts: DeliveryCounts = { pending: 0, delivered: 0, 'not-sent': 0, failed: 0 };
  for (const row of rows) counts[stateOf(row.status)] += row.n;
  return counts;
}

/**
 * The failed deliveries alone, for every admin page (failed jobs are few, and jobs_due_idx finds
 * them), and whether deliveries are paused since a restore.
 */
export async function countFailedDeliveries(db: Db): Promise<{ failed: number; pausedSince: Date | null }> {
  const [[row], pausedSince] = await Promise.all([
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from jobs j where ${where('failed')}`),
    deliveriesPausedSince(db),
  ]);
  return { failed: row?.n ?? 0, pausedSince };
}

/** Each kind with failed deliveries and how many, most first: 'Retry all failed' narrows to one. */
export async function failedKinds(db: Db): Promise<FailedKind[]> {
  const rows = await queryRows<{ kind: string; n: number }>(
    db,
    sql`select j.kind, count(*)::int as n from jobs j where ${where('failed')} group by j.kind order by n desc, j.kind`,
  );
  return rows.map((r) => ({ kind: r.kind, what: DELIVERY_KINDS[r.kind]!.what, failed: r.n }));
}

/**
 * One page of deliveries, newest first, with the counters. The recipient of a new hire's email
 * and the applicant's name come from the submission (the job carries only its id).
 */
export async function listDeliveries(
  db: Db,
  query: { filter: DeliveryFilter; page: number },
): Promise<z.input<typeof deliveriesPageSchema>> {
  const pageSize = DELIVERIES_PAGE_SIZE;
  const [rows, counts, kinds] = await Promise.all([
    queryRows<DeliveryRow>(
      db,
      sql`select j.id, j.kind, j.status, j.attempts, j.last_error, j.created_at, j.updated_at,
            j.payload->>'to' as "to", j.payload->>'email' as payload_email,
            j.payload->>'system' as payroll_system, s.email, s.full_name
          from jobs j
          left join submission_records s
            on s.id = case when j.payload->>'submissionId' ~ '^[0-9a-fA-F-]{36}$'
                           then (j.payload->>'submissionId')::uuid end
          where ${where(query.filter)}
          order by j.id desc
          limit ${pageSize} offset ${(query.page - 1) * pageSize}`,
    ),
    countDeliveries(db),
    failedKinds(db),
  ]);
  const total =
    query.filter === 'all'
      ? DELIVERY_STATES.reduce((n, state) => n + counts[state], 0)
      : counts[query.filter];
  return {
    deliveries: rows.map(toDelivery),
    counts,
    failedKinds: kinds,
    total,
    page: query.page,
    pageSize,
  };
}
