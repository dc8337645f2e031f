import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { BrandMark } from '../components/ui/brand-mark';
import { Button } from '../components/ui/button';
import { PageLoading } from '../components/ui/page-loading';
import { AdminAccess } from '../features/admin-access/admin-access';
import { ApiError } from '../lib/api-client';
import { homeSectionFor } from '../lib/admin-sections';
import { useAdminSession } from '../features/admin/use-admin-session';

/**
 * `/admin`, the admin entry (DESIGN §3.4): the signed-in role's first page (issue 35 item 11), or
 * for a visitor without an admin session the staff sign-in, the spec's Admin dialog, open at once.
 * A hire's screens have no Admin button (issue 43 item 5): staff come here, and admin pages send a
 * visitor without a session here.
 */
export function AdminPage() {
  const session = useAdminSession();
  const [, navigate] = useLocation();
  const role = session.data?.role;
  const isDenied = session.error instanceof ApiError && session.error.status === 401;
  useEffect(() => {
    if (role) navigate(homeSectionFor(role), { replace: true });
  }, [role, navigate]);
  if (isDenied) return <AdminSignIn />;
  if (session.isError) {
    return (
      <main className="mx-auto max-w-md p-6">
        <p role="alert" className="text-slate-800">
          We could not check your admin access. Please try again.
        </p>
      </main>
    );
  }
  return <PageLoading label="Checking access..." />;
}

/** The staff sign-in: the Admin dialog opens with the page, and again from its button once closed. */
function AdminSignIn() {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <div className="min-h-dvh">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-md items-center px-4 py-2">
          <p className="flex items-center gap-2 text-lg font-semibold text-brand-800">
            <BrandMark />
          </p>
        </div>
      </header>
      <main className="mx-auto max-w-md space-y-4 px-4 py-8">
        <h1 className="text-2xl font-bold text-slate-900">Staff sign-in</h1>
        <p className="text-slate-700">For HR, payroll and owners: sign in to manage onboarding.</p>
        <Button className="w-full" onClick={() => setIsOpen(true)}>
          Sign in
        </Button>
      </main>
      <AdminAccess isOpen={isOpen} onClose={() => setIsOpen(false)} />
    </div>
  );
}
