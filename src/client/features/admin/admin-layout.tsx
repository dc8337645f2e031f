import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { cn } from '../../lib/cn';
import { Button } from '../../components/ui/button';
import { PageLoading } from '../../components/ui/page-loading';
import { ApiError } from '../../lib/api-client';
import { ReauthHost } from './reauth-host';
import { AdminNav } from './admin-nav';
import { FailedDeliveriesNotice } from './deliveries/failed-deliveries-notice';
import { DeliveriesPausedNotice } from './deliveries/deliveries-paused-notice';
import { NoRecipientNotice } from './notifications/no-recipient-notice';
import { ADMIN_SECTIONS, canUse, homeSectionFor, type AdminSectionPath } from '../../lib/admin-sections';
import type { StaffRole } from '../../../shared/staff-roles';
import { useAdminLogout } from './use-admin-logout';
import { useAdminSession } from './use-admin-session';
import { StaffForm } from './staff/staff-form';
import { SetupNotice } from './settings/setup-notice';
import { BrandMark } from '../../components/ui/brand-mark';
import { useConfig } from '../../lib/use-config';

interface AdminLayoutProps {
  title: string;
  /** The page's own entry in the navigation card; test-email has none. */
  current?: AdminSectionPath;
  /** Who may use a page outside the navigation card (test-email); a section's own roles otherwise. */
  roles?: readonly StaffRole[];
  children: ReactNode;
}

/**
 * Admin pages render only for an admin session (checked on the server). Without one the visitor
 * goes to the staff sign-in at /admin (the Admin dialog, open).
 */
export function AdminLayout({ title, current, roles, children }: AdminLayoutProps) {
  const session = useAdminSession();
  const logout = useAdminLogout();
  const [, navigate] = useLocation();
  const isDenied = session.error instanceof ApiError && session.error.status === 401;
  const config = useConfig();
  // The first owner's first sign-in lands on the setup screen before anything else (issue 39).
  const setupFirst =
    session.data?.role === 'owner' &&
    !session.data.needsOwnerAccount &&
    config?.setupDone === false &&
    current === homeSectionFor('owner');

  useEffect(() => {
    if (isDenied) navigate('/admin', { replace: true });
    else if (setupFirst) navigate('/admin/settings', { replace: true });
  }, [isDenied, setupFirst, navigate]);

  if (session.isPending || isDenied || setupFirst) return <PageLoading label="Checking access..." />;
  if (session.isError) {
    return (
      <main className="mx-auto max-w-md p-6">
        <p role="alert" className="text-slate-800">
          We could not check your admin access. Please try again.
        </p>
        <Button className="mt-4" onClick={() => void session.refetch()}>
          Try again
        </Button>
      </main>
    );
  }

  const { role, staff, needsOwnerAccount } = session.data;
  const allowed = roles ?? ADMIN_SECTIONS.find((section) => section.path === current)?.roles;
  const mayUse = !allowed || canUse(allowed, role);

  return (
    <div className="min-h-dvh">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-2">
          <p
            className={cn(
              'flex-wrap items-baseline gap-x-2 font-semibold text-brand-800 sm:flex sm:text-lg',
              // On a phone the owner-account banner takes the title's place: no extra row.
              needsOwnerAccount ? 'hidden' : 'flex',
            )}
          >
            <span className="flex items-center gap-2">
              <BrandMark nameOnlyOnPhone />
            </span>
            <span className="rounded-full bg-brand-50 px-2 text-sm font-medium text-brand-700">Admin</span>
          </p>
          {needsOwnerAccount && <OwnerAccountBanner current={current} />}
          <div className="flex min-w-0 items-center gap-3">
            {staff && (
              <Link
                href="/admin/account"
                className="hidden min-w-0 truncate text-sm text-slate-600 underline-offset-2 hover:underline sm:block"
                title="My account: my sign-ins"
              >
                {staff.name} · {role}
              </Link>
            )}
            {staff && (
              <Link href="/admin/account" className="text-sm font-medium text-brand-700 underline sm:hidden">
                My account
              </Link>
            )}
            <Button
              variant="outline"
              className="shrink-0 whitespace-nowrap"
              disabled={logout.isPending}
              onClick={() => logout.mutate()}
            >
              Sign out
            </Button>
          </div>
        </div>
      </header>
      {needsOwnerAccount ? (
        <main className="mx-auto max-w-7xl space-y-6 px-4 py-6">
          <BootstrapOwner />
        </main>
      ) : (
        <main className="mx-auto max-w-7xl space-y-6 px-4 py-6">
          <AdminNav current={current} role={role} />
          {canUse(['owner', 'hr'], role) && <DeliveriesPausedNotice role={role} />}
          {current !== '/admin/deliveries' && canUse(['owner', 'hr'], role) && <FailedDeliveriesNotice />}
          <SetupNotice role={role} onSettingsPage={current === '/admin/settings'} />
          <NoRecipientNotice role={role} onRecipientsPage={current === '/admin/notifications'} />
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
          {mayUse ? (
            children
          ) : (
            <div role="alert" className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-800">
              <p>Your staff role does not allow this page. Please ask an owner.</p>
              <Button className="mt-4" onClick={() => navigate(homeSectionFor(role))}>
                Go to my admin page
              </Button>
            </div>
          )}
        </main>
      )}
      <ReauthHost />
    </div>
  );
}

/**
 * Signed in with the setup access code: it only creates the owner account (issue 36 item 6),
 * so this screen is all a PIN session gets, whichever admin address it opened.
 */
function BootstrapOwner() {
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Create the owner account</h1>
      <div className="space-y-2 text-slate-800">
        <p>
          The setup access code only creates the owner account. Add the business owner (or yourself) below: we
          email them a link to set up their sign-in, and from then on they sign in as themselves and add
          everyone else.
        </p>
        <p className="text-sm text-slate-600">
          The setup access code stops working once the owner has set up their sign-in, and 7 days after the
          app first started.
        </p>
      </div>
      <StaffForm ownerOnly />
    </>
  );
}

/**
 * Signed in with the setup access code (the PIN only bootstraps, decision 029): every admin page
 * asks for the owner account, whose enrolment retires the code.
 */
function OwnerAccountBanner({ current }: { current?: AdminSectionPath }) {
  return (
    <section
      aria-label="Create the owner account"
      className="min-w-0 rounded-xl border border-amber-300 bg-amber-50 px-3 text-sm text-amber-950"
    >
      <p className="flex flex-wrap items-center gap-x-1">
        <span className="sr-only md:not-sr-only">Signed in with the setup access code:</span>
        {current === '/admin/staff' ? (
          <span className="inline-block min-h-10 content-center font-semibold">
            Add yourself as the owner
          </span>
        ) : (
          <Link href="/admin/staff" className="inline-block min-h-10 content-center font-semibold underline">
            Create the owner account
          </Link>
        )}
      </p>
    </section>
  );
}
