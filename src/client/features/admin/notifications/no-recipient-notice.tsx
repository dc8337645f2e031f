import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { StaffRole } from '../../../../shared/staff-roles';
import { getJson } from '../../../lib/api-client';
import { canUse } from '../../../lib/admin-sections';
import {
  RECIPIENT_ROLES,
  RECIPIENTS_STATUS_KEY,
  RECIPIENTS_STATUS_URL,
  type RecipientsStatus,
} from './recipient-api';

/**
 * On every admin page while a submission would reach nobody (issue 35 item 4): no recipient is
 * active, or every active one is a deactivated staff account. Owners and HR get the way to fix
 * it; payroll is told who can.
 */
export function NoRecipientNotice({
  role,
  onRecipientsPage,
}: {
  role: StaffRole;
  onRecipientsPage: boolean;
}) {
  const status = useQuery<RecipientsStatus>({
    queryKey: RECIPIENTS_STATUS_KEY,
    queryFn: () => getJson<RecipientsStatus>(RECIPIENTS_STATUS_URL),
    staleTime: 0,
  });
  if (status.data?.receiving !== 0) return null;
  const canFix = canUse(RECIPIENT_ROLES, role);
  return (
    <section
      aria-label="No notification recipient"
      className="rounded-2xl border border-amber-300 bg-amber-50 px-4 py-2 text-amber-950"
    >
      <p>
        <strong>Nobody is emailed when a new hire submits:</strong> there is no active notification recipient.{' '}
        {!canFix ? (
          'Only an owner or HR can add one: please ask them.'
        ) : onRecipientsPage ? (
          'Add one below.'
        ) : (
          <Link
            href="/admin/notifications"
            className="inline-block min-h-11 content-center font-semibold text-amber-950 underline"
          >
            Add a recipient
          </Link>
        )}
      </p>
    </section>
  );
}
