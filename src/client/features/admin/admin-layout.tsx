import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { PageLoading } from '../../components/ui/page-loading';
import { ApiError } from '../../lib/api-client';
import { AdminNav } from './admin-nav';
import { FailedDeliveriesNotice } from './deliveries/failed-deliveries-notice';
import type { AdminSectionPath } from './admin-sections';
import { useAdminLogout } from './use-admin-logout';
import { useAdminSession } from './use-admin-session';

interface AdminLayoutProps {
  title: string;
  /** The page's own entry in the navigation card; test-email has none. */
  current?: AdminSectionPath;
  children: ReactNode;
}

/**
 * Admin pages render only for an admin session (checked on the server). Without one the visitor
 * goes back to the home screen with the Admin dialog open.
 */
export function AdminLayout({ title, current, children }: AdminLayoutProps) {
  const session = useAdminSession();
  const logout = useAdminLogout();
  const [, navigate] = useLocation();
  const isDenied = session.error instanceof ApiError && session.error.status === 401;

  useEffect(() => {
    if (isDenied) navigate('/?admin=1', { replace: true });
  }, [isDenied, navigate]);

  if (session.isPending || isDenied) return <PageLoading label="Checking access..." />;
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

  return (
    <div className="min-h-dvh">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2">
          <p className="flex flex-wrap items-baseline gap-x-2 font-semibold text-brand-800 sm:text-lg">
            Employee Onboarding
            <span className="rounded-full bg-brand-50 px-2 text-sm font-medium text-brand-700">Admin</span>
          </p>
          <Button
            variant="outline"
            className="shrink-0 whitespace-nowrap"
            disabled={logout.isPending}
            onClick={() => logout.mutate()}
          >
            Log out
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-7xl space-y-6 px-4 py-6">
        <AdminNav current={current} />
        {current !== '/admin/deliveries' && <FailedDeliveriesNotice />}
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        {children}
      </main>
    </div>
  );
}
