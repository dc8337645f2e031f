// 'Send to payroll' (issue 41 items 4 and 5, decision 103): the payroll systems a hire can be
// sent to, and the API paths. Plain constants, so the browser imports them without zod.

/** The payroll systems a hire can be sent to. */
export const PAYROLL_SYSTEMS = ['employment-hero', 'xero'] as const;
export type PayrollSystem = (typeof PAYROLL_SYSTEMS)[number];

export const PAYROLL_SYSTEM_NAMES: Record<PayrollSystem, string> = {
  'employment-hero': 'Employment Hero Payroll',
  xero: 'Xero Payroll AU',
};

/** Where a push to a payroll system is: queued or retrying, accepted, or given up on. */
export const PAYROLL_PUSH_STATES = ['pending', 'sent', 'failed'] as const;
export type PayrollPushState = (typeof PAYROLL_PUSH_STATES)[number];

export const PAYROLL_API = {
  /** GET: each payroll system, whether it is connected (owner, payroll). */
  connections: '/api/admin/payroll/connections',
  /** PUT {apiKey, businessId}: connect or replace; DELETE: disconnect (owner). */
  employmentHero: '/api/admin/payroll/connections/employment-hero',
  /** POST {system}: create or update the approved hire in that payroll system (owner, payroll). */
  send: '/api/admin/applications/:id/send-to-payroll',
} as const;

/** The owner's Payroll connections screen, reached from Settings. */
export const PAYROLL_CONNECTIONS_PATH = '/admin/payroll-connections';
