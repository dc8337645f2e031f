import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { PageLoading } from '../components/ui/page-loading';
import { ApiError } from '../lib/api-client';
import { homeSectionFor } from '../lib/admin-sections';
import { useAdminSession } from '../features/admin/use-admin-session';

/**
 * `/admin`, the admin entry (DESIGN §3.4): the signed-in role's first page (issue 35 item 11), or
 * the home screen with the Admin dialog open for a visitor without an admin session.
 */
export function AdminPage() {
  const session = useAdminSession();
  const [, navigate] = useLocation();
  const role = session.data?.role;
  const isDenied = session.error instanceof ApiError && session.error.status === 401;
  useEffect(() => {
    if (role) navigate(homeSectionFor(role), { replace: true });
    else if (isDenied) navigate('/?admin=1', { replace: true });
  }, [role, isDenied, navigate]);
  if (session.isError && !isDenied) {
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
