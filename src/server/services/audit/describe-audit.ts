import { AUDIT_ACTIONS, isAuditAction, REVEAL_FIELD_LABELS } from '../../../shared/audit-actions';
import { choiceLabel, VEVO_RESULT_LABELS } from '../../../shared/choice-labels';
import { STAFF_ROLE_LABELS } from '../../../shared/staff-roles';
import { taskById } from '../../../shared/tasks';
import { RETENTION_RULES, type RetentionRuleId } from '../../../shared/retention-rules';

// What an audit row's details say, in a few words for the Audit page's Details column: the
// number seen, the task sent back, the VEVO result, how many records a deletion or an export
// took. Only what the row holds (ids, codes, counts): the audit keeps no personal data.

type Details = Record<string, unknown>;

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** '1 member', '3 members'. */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

const isRetentionRule = (v: unknown): v is RetentionRuleId =>
  typeof v === 'string' && Object.hasOwn(RETENTION_RULES, v);

/** ' (Never an employee: 2)' from a deletion's count per retention rule. */
function byRule(rules: unknown): string {
  if (typeof rules !== 'object' || rules === null) return '';
  const parts = Object.entries(rules)
    .filter(([rule]) => isRetentionRule(rule))
    .map(([rule, n]) => `${RETENTION_RULES[rule as RetentionRuleId].title}: ${String(n)}`);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

const role = (v: unknown) => choiceLabel(STAFF_ROLE_LABELS, text(v));

const SUMMARIES: Partial<Record<keyof typeof AUDIT_ACTIONS, (d: Details) => string | null>> = {
  'member.reveal': (d) => choiceLabel(REVEAL_FIELD_LABELS, text(d.field)) || null,
  'application.request-changes': (d) => taskById(text(d.taskId))?.title ?? null,
  'retention.vevo_check': (d) => choiceLabel(VEVO_RESULT_LABELS, text(d.result)) || null,
  'retention.delete_approved': (d) => {
    const n = num(d.count);
    return n === null ? null : `${countOf(n, 'member')} deleted${byRule(d.rules)}`;
  },
  'retention.purged': (d) => {
    const n = num(d.count);
    const rule = isRetentionRule(d.rule) ? RETENTION_RULES[d.rule].title : null;
    return n === null || rule === null ? null : `${countOf(n, 'record')} deleted: ${rule}`;
  },
  'retention.approve_deletion': (d) => (isRetentionRule(d.rule) ? RETENTION_RULES[d.rule].title : null),
  'retention.download_excel': (d) => {
    const n = num(d.count);
    return n === null ? null : `${countOf(n, 'member')} exported`;
  },
  'audit.download_csv': (d) => {
    const n = num(d.count);
    return n === null ? null : `${countOf(n, 'row')} downloaded`;
  },
  'audit.download_affected': (d) => {
    const n = num(d.count);
    const since = text(d.since);
    const until = text(d.until);
    if (n === null || !since || !until) return null;
    return `${countOf(n, 'event')} from ${since} to ${until}`;
  },
  'licence.download_register': (d) => {
    const n = num(d.count);
    return n === null ? null : `${countOf(n, 'licence')} downloaded`;
  },
  'data.clear_all': (d) => {
    const members = num(d.teamMembers);
    const acks = num(d.policyAcknowledgments);
    if (members === null || acks === null) return null;
    return `${countOf(members, 'member')} and ${countOf(acks, 'policy acknowledgment')} deleted`;
  },
  'retention.approval_withdrawn': (d) => (d.reason === 'resubmitted' ? 'The hire resubmitted' : null),
  'retention.download_reset': (d) => (d.reason === 'resubmitted' ? 'The hire resubmitted' : null),
  'recipient.delete': (d) => {
    const n = num(d.droppedDeliveries);
    return n ? `${countOf(n, 'unsent email')} to them dropped` : null;
  },
  'recipient.add': (d) => {
    const n = num(d.ownersTold);
    return n ? `${countOf(n, 'owner')} emailed` : null;
  },
  'access.refused': (d) => {
    const repeats = num(d.repeats);
    const what = `${text(d.method)} ${text(d.route)}`.trim();
    return repeats ? `${what} (${countOf(repeats, 'more refusal')} since the row before)` : what || null;
  },
  'staff.add': (d) => role(d.role) || null,
  'staff.role': (d) => `${role(d.from)} to ${role(d.to)}`,
  'staff.enrol': (d) => (d.factor === 'passkey' ? 'With a passkey' : 'With an authenticator app'),
  'staff.sign_in': (d) => (d.factor === 'passkey' ? 'With a passkey' : null),
};

/** The row's details in words, or null when there is nothing to add to the action. */
export function auditSummary(action: string, details: Details): string | null {
  if (!isAuditAction(action)) return null;
  return SUMMARIES[action]?.(details) ?? null;
}
