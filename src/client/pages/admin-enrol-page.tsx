import { EnrolmentPanel } from '../features/admin/staff/enrolment-panel';

/** The emailed one-time link's page: no admin session yet, so no admin layout. */
export function AdminEnrolPage() {
  return (
    <main className="mx-auto max-w-md px-4 py-8">
      <p className="text-sm font-semibold text-brand-800">Employee Onboarding · Admin</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900">Set up your sign-in</h1>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <EnrolmentPanel />
      </div>
    </main>
  );
}
