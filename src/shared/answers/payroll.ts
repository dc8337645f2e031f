import { z } from 'zod/mini';
import { PAYROLL_PUSH_STATES, PAYROLL_SYSTEMS } from '../payroll';
import { timestamp } from '../schemas/answers';

/** One payroll system as GET /api/admin/payroll/connections answers it: never its key. */
export const payrollConnectionSchema = z.object({
  system: z.enum(PAYROLL_SYSTEMS),
  name: z.string(),
  connected: z.boolean(),
  /** What identifies the connected account (Employment Hero's business id); null when not connected. */
  account: z.nullable(z.string()),
  connectedAt: z.nullable(timestamp),
  /** 'Name <email>' of the owner who connected it. */
  connectedBy: z.nullable(z.string()),
});
export type PayrollConnection = z.output<typeof payrollConnectionSchema>;

/** GET /api/admin/payroll/connections; PUT and DELETE of a connection answer the same. */
export const payrollConnectionsSchema = z.object({ connections: z.array(payrollConnectionSchema) });
export type PayrollConnections = z.output<typeof payrollConnectionsSchema>;

/** An application's latest push to a payroll system, as its row shows it. */
export const payrollPushSchema = z.object({
  system: z.enum(PAYROLL_SYSTEMS),
  /** The system's name ('Employment Hero Payroll'). */
  name: z.string(),
  state: z.enum(PAYROLL_PUSH_STATES),
  /** The payroll system's own employee id; null until it has accepted the hire once. */
  employeeId: z.nullable(z.string()),
  requestedAt: timestamp,
  /** When the payroll system last accepted the hire. */
  sentAt: z.nullable(timestamp),
});
export type PayrollPush = z.output<typeof payrollPushSchema>;
