// Every action the audit log records, in the words the owner reads on the Audit page and in its
// CSV: the code stays in the database (and the filter's query string), the words are here, and
// only here. tests/unit/audit-actions.test.ts reads src/server for every action code written and
// fails for one without words. Plain constants: the browser imports them without zod.

/** What a row's target id names: the hire, their application, one submission, or none of these. */
export type AuditTarget = 'member' | 'application' | 'submission' | 'other';

export const AUDIT_GROUPS = [
  'Signing in',
  'Staff',
  'Applications',
  'Numbers and data',
  'Policies',
  'Recipients and settings',
] as const;
export type AuditGroup = (typeof AUDIT_GROUPS)[number];

export interface AuditActionWords {
  label: string;
  group: AuditGroup;
  target: AuditTarget;
}

const words =
  (group: AuditGroup) =>
  (label: string, target: AuditTarget = 'other'): AuditActionWords => ({ label, group, target });
const sign = words('Signing in');
const staff = words('Staff');
const hire = words('Applications');
const data = words('Numbers and data');
const policy = words('Policies');
const setting = words('Recipients and settings');

export const AUDIT_ACTIONS = {
  'staff.sign_in': sign('Signed in'),
  'staff.sign_in_failed': sign('Sign-in failed'),
  'staff.sign_in_refused': sign('Sign-in refused: paused, locked, or a code just used'),
  'staff.sign_out': sign('Signed out'),
  'staff.reauth': sign('Confirmed it was them again for an owner action'),
  'staff.session_started': sign('Sign-in started (IP and browser)'),
  'staff.session_ended': sign('Ended their own sign-ins'),
  'admin.login': sign('Signed in with the admin PIN'),
  'admin.logout': sign('Signed out of the admin PIN'),
  'admin.pin_failed': sign('Wrong admin PIN'),
  'admin.pin_locked': sign('Admin PIN refused: too many attempts'),
  'staff.add': staff('Added a staff member'),
  'staff.role': staff("Changed a staff member's role"),
  'staff.deactivate': staff('Deactivated a staff member'),
  'staff.unlock': staff('Unlocked a staff member locked by wrong sign-ins'),
  'staff.enrolment_link': staff('Sent a staff member a sign-in set-up link'),
  'staff.enrol': staff('Set up their sign-in'),
  'staff.recover': staff('Owner account recovered from the server'),
  'access.refused': staff('Refused: their role does not allow this'),
  'staff.re_enrol_all': staff('Required every staff member to set up their sign-in again'),
  'invitation.create': hire('Invited a new hire', 'application'),
  'invitation.resend': hire('Sent an invitation again', 'application'),
  'invitation.withdraw': hire('Withdrew an invitation', 'application'),
  'invitation.show_link': hire('Showed an invitation as a QR code or link (a new link)', 'application'),
  'invitation.sms': hire('Sent an invitation by SMS (a new link)', 'application'),
  'application.request-changes': hire('Sent a task back', 'application'),
  'application.approve': hire('Approved an application', 'application'),
  'application.employment': hire('Changed employment details', 'application'),
  'application.start_date': hire("Recorded an employee's start date", 'application'),
  'application.end_date': hire("Recorded an employee's end date and why", 'application'),
  'application.ceis_given': hire(
    'Recorded giving the Casual Employment Information Statement',
    'application',
  ),
  'application.countersign': hire("Countersigned a new hire's document", 'application'),
  'application.payroll-set-up': hire('Marked a hire set up in payroll', 'application'),
  'application.send-to-payroll': hire('Sent a hire to a payroll system', 'application'),
  'application.confirm-sponsor': hire("Confirmed the employer is a hire's visa sponsor", 'application'),
  'application-moved': hire('Hire moved their application to another email', 'member'),
  'submission.retry_delivery': hire("Retried an application's delivery", 'submission'),
  'delivery.retry': setting('Retried a delivery'),
  'delivery.retry_all': setting('Retried every failed delivery'),
  'delivery.resume': setting('Resumed the deliveries of a restored database'),
  'member.reveal': data('Saw a number in full', 'member'),
  'health.read_answers': data('Saw the medical answers', 'application'),
  'health.read_pdf': data('Opened the medical declaration PDF', 'member'),
  'licence.read_photo': data("Opened a photo of a hire's licence", 'member'),
  'retention.vevo_check': data('Recorded a VEVO check', 'member'),
  'retention.mark_downloaded': data('Marked as downloaded', 'member'),
  'retention.download_reset': data('Set back to pending download', 'member'),
  'retention.approve_deletion': data('Approved for deletion', 'member'),
  'retention.approval_withdrawn': data('Approval for deletion withdrawn', 'member'),
  'retention.delete_approved': data('Deleted the members approved for deletion'),
  'retention.download_excel': data('Downloaded the Excel export'),
  'retention.legal_hold': data('Placed a legal hold', 'member'),
  'retention.legal_hold_removed': data('Removed a legal hold', 'member'),
  'retention.purged': data('Deleted the records whose retention period had ended'),
  'licence.download_register': data('Downloaded the tickets and licences register'),
  'payroll.download_import_file': data('Downloaded the payroll import file'),
  'data.clear_all': data('Cleared all data'),
  'audit.download_csv': data('Downloaded the audit as CSV'),
  'audit.download_affected': data('Downloaded who had access, and every export and reveal, for a window'),
  'policy.create': policy('Added a policy document'),
  'policy.update': policy('Changed a policy document'),
  'policy.activate': policy('Made a policy document active'),
  'policy.deactivate': policy('Made a policy document inactive'),
  'policy.translation.save': policy("Saved a policy document's translation"),
  'policy.translation.delete': policy("Removed a policy document's translation"),
  'recipient.add': setting('Added a notification recipient'),
  'recipient.update': setting('Changed a notification recipient'),
  'recipient.activate': setting('Made a notification recipient active'),
  'recipient.deactivate': setting('Made a notification recipient inactive'),
  'recipient.delete': setting('Deleted a notification recipient'),
  'site.add': setting('Added a site'),
  'site.update': setting('Changed a site'),
  'mail.test_sent': setting('Sent a test email'),
  'mail.test_failed': setting('Test email failed'),
  'settings.fair_work_links': setting('Changed the Fair Work statement links'),
  'settings.setup': setting("Set up the employer's settings (first run)"),
  'settings.update': setting("Changed the employer's settings"),
  'payroll.connect': setting('Connected a payroll system'),
  'payroll.disconnect': setting('Disconnected a payroll system'),
} as const satisfies Record<string, AuditActionWords>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const isAuditAction = (code: string): code is AuditAction => Object.hasOwn(AUDIT_ACTIONS, code);

/** The words for an action code; a code no longer written (an old row) reads as stored. */
export function auditActionLabel(code: string): string {
  return isAuditAction(code) ? AUDIT_ACTIONS[code].label : code;
}

/** The numbers a reveal shows, named as the reports name them (the record catalogues). */
export { REVEAL_FIELD_LABELS } from './catalogue/records';
