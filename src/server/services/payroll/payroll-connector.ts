import type { PayrollSystem } from '../../../shared/payroll';
import type { PayrollEmployee } from './payroll-employee';

// The seam between 'Send to payroll' (the job, its retries, Deliveries, the stored id) and each
// payroll system's API (issue 41 item 4). A connector knows one system's request model, address
// and credentials; it never reads the application's tables.

// The systems and their names are shared with the browser (Ready for payroll names the system).
export { PAYROLL_SYSTEMS, PAYROLL_SYSTEM_NAMES, type PayrollSystem } from '../../../shared/payroll';

export interface PayrollPushResult {
  /** The payroll system's own employee id, stored and shown. */
  employeeId: string;
}

export interface PayrollConnector {
  readonly system: PayrollSystem;
  /** Whether the owner has connected it (credentials or an OAuth grant are stored). */
  isConnected(): Promise<boolean>;
  /**
   * Creates the employee, or updates `existingId` when one was stored by an earlier push (never a
   * second employee). Throws `PermanentJobError` for an answer a retry cannot change (400, 401,
   * 403, 404, 422) and any other error for a retry (network, 408, 429, 5xx).
   */
  push(employee: PayrollEmployee, existingId: string | null): Promise<PayrollPushResult>;
}
