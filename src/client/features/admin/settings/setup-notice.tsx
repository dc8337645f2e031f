import { Link } from 'wouter';
import type { StaffRole } from '../../../../shared/staff-roles';
import { SETUP_REQUIRED } from '../../../../shared/setup-required';
import { useConfig } from '../../../lib/use-config';

/**
 * On every admin page until an owner completes the first-run setup (issue 39 item 1): hires see
 * the example company, and invitations are refused. Owners get the link; others are told who can.
 */
export function SetupNotice({ role, onSettingsPage }: { role: StaffRole; onSettingsPage: boolean }) {
  const config = useConfig();
  if (!config || config.setupDone) return null;
  return (
    <section
      aria-label="Company not set up"
      className="rounded-2xl border border-amber-300 bg-amber-50 px-4 py-2 text-amber-950"
    >
      <p>
        <strong>{SETUP_REQUIRED.banner}</strong>{' '}
        {role !== 'owner' ? (
          'Only an owner can set it up: please ask them.'
        ) : onSettingsPage ? (
          'Complete the form below.'
        ) : (
          <Link
            href="/admin/settings"
            className="inline-block min-h-11 content-center font-semibold text-amber-950 underline"
          >
            {SETUP_REQUIRED.link}
          </Link>
        )}
      </p>
    </section>
  );
}
