// The owner's Xero Payroll AU connection (issue 41 item 4, decision 104): the API paths and how
// the callback tells the connections screen what happened. Plain constants, so the browser
// imports them without zod.

export const XERO_API = {
  /** GET: whether Xero is set up on this server and connected; DELETE: disconnect (owner). */
  connection: '/api/admin/payroll/connections/xero',
  /** POST: Xero's consent URL for the owner's browser to open (owner). */
  authorize: '/api/admin/payroll/connections/xero/authorize',
  /** GET: where Xero sends the owner back (the Xero app's redirect URI is PUBLIC_URL + this). */
  callback: '/api/admin/payroll/connections/xero/callback',
} as const;

/** The screen the callback returns the owner to, with `?xero=` one of XERO_OUTCOMES. */
export const XERO_RETURN_PATH = '/admin/payroll-connections';

export const XERO_OUTCOMES = ['connected', 'declined', 'expired', 'failed'] as const;
export type XeroOutcome = (typeof XERO_OUTCOMES)[number];

/** What the owner reads back on the connections screen after Xero's consent screen. */
export const XERO_OUTCOME_TEXT: Record<XeroOutcome, string> = {
  connected: 'Xero Payroll AU is connected.',
  declined: 'Xero was not connected: access was not allowed on Xero’s screen.',
  expired: 'Xero was not connected: the request had expired or came from another sign-in. Please try again.',
  failed: 'Xero was not connected: Xero could not be reached or refused the request. Please try again.',
};
