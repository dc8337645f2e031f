import { Link, useLocation } from 'wouter';
import { AdminLayout } from '../features/admin/admin-layout';
import { LoadError } from '../features/admin/load-error';
import { useSettings } from '../features/admin/settings/settings-api';
import { SettingsForm } from '../features/admin/settings/settings-form';
import { SetupSections } from '../features/admin/settings/setup-sections';
import { PageLoading } from '../components/ui/page-loading';
import { PAYROLL_CONNECTIONS_PATH } from '../../shared/payroll';

/** The owner's company settings; before the first-run setup, the setup screen (issue 39). */
export function AdminSettingsPage() {
  const settings = useSettings();
  const [, navigate] = useLocation();
  const setUp = settings.data?.setupDone ?? true;
  return (
    <AdminLayout title={setUp ? 'Company settings' : 'Set up your company'} current="/admin/settings">
      {settings.isPending ? (
        <PageLoading label="Loading settings..." />
      ) : settings.isError ? (
        <LoadError what="the settings" onRetry={() => void settings.refetch()} />
      ) : (
        <>
          {setUp && (
            // The owner's way to the sites and the licences register once set up (the navigation
            // card lists them for HR and payroll: a fifth link wrapped the owner's row on a phone).
            <p className="text-sm text-slate-700">
              The sites hires work at, and every employee's tickets and licences, are on their own pages:{' '}
              <Link
                href="/admin/sites"
                className="inline-block min-h-11 content-center font-semibold text-brand-700 underline"
              >
                Sites
              </Link>
              {', '}
              <Link
                href="/admin/licences"
                className="inline-block min-h-11 content-center font-semibold text-brand-700 underline"
              >
                Tickets &amp; licences
              </Link>
              {'; and the payroll system an approved hire is sent to: '}
              <Link
                href={PAYROLL_CONNECTIONS_PATH}
                className="inline-block min-h-11 content-center font-semibold text-brand-700 underline"
              >
                Payroll connections
              </Link>
            </p>
          )}
          <SettingsForm
            settings={settings.data}
            beforeSubmit={setUp ? undefined : <SetupSections />}
            // The first save completes the setup: on to the applications, where invitations now go out.
            onSaved={() => (setUp ? undefined : navigate('/admin/applications'))}
          />
        </>
      )}
    </AdminLayout>
  );
}
