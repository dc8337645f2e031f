import { useCallback, useId, useState } from 'react';
import { Link } from 'wouter';
import { Button, buttonClasses } from '../../../components/ui/button';
import type { ApplicationFilter, ApplicationSort } from '../../../../shared/applications';
import { ListPager } from '../list-pager';
import { canActOnApplications } from '../../../lib/admin-sections';
import { LoadError } from '../load-error';
import { useAdminSession } from '../use-admin-session';
import { FILTER_LABELS, type ApplicationsView } from './applications-api';
import { ApplicationCounters } from './application-counters';
import { ApplicationsTable } from './applications-table';
import { ApplicationsToolbar } from './applications-toolbar';
import { InviteForm } from './invite-form';
import { useApplicationsList, useInvitationsByApplication } from './use-applications';

/**
 * HR's first screen (issue 35 item 11): every application, invited or self-started, with counters
 * that filter it (Stalled and Withdrawn among them), search, an order (newest, planned start, last
 * activity) and pages of 25; HR invites a new hire from here. Compact, so that ten rows show on a
 * laptop's first screen.
 */
export function ApplicationsPanel() {
  const [view, setView] = useState<ApplicationsView>({ page: 1, search: '', filter: 'all', sort: 'newest' });
  const [isInviting, setIsInviting] = useState(false);
  const list = useApplicationsList(view);
  const invitations = useInvitationsByApplication();
  const formId = useId();
  const session = useAdminSession();
  const mayAct = session.data ? canActOnApplications(session.data.role) : false;
  const data = list.data;
  const onSearch = useCallback(
    (search: string) => setView((v) => (v.search === search ? v : { ...v, search, page: 1 })),
    [],
  );
  const onFilter = (filter: ApplicationFilter) => setView((v) => ({ ...v, filter, page: 1 }));
  const onSort = (sort: ApplicationSort) => setView((v) => ({ ...v, sort, page: 1 }));

  // Applications → Employees (issue 42 item 1): the approved applications, after onboarding too.
  const employees = (
    <Link href="/admin/employees" className={buttonClasses('outline')}>
      Employees
    </Link>
  );
  const invite = mayAct && (
    <Button
      variant={isInviting ? 'outline' : 'primary'}
      aria-expanded={isInviting}
      aria-controls={formId}
      onClick={() => setIsInviting((open) => !open)}
    >
      {isInviting ? 'Hide the form' : 'Invite'}
    </Button>
  );

  return (
    <div className="space-y-2">
      <ApplicationsToolbar
        sort={view.sort}
        onSearch={onSearch}
        onSort={onSort}
        actions={
          <>
            {employees}
            {invite}
          </>
        }
      />
      {mayAct && (
        // Hidden, not unmounted: what was typed stays when the form is closed and opened again.
        <section
          id={formId}
          hidden={!isInviting}
          aria-labelledby={`${formId}-title`}
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 id={`${formId}-title`} className="text-xl font-semibold text-slate-900">
            Invite a New Hire
          </h2>
          <p className="mt-1 mb-4 text-sm text-slate-600">
            The new hire gets an email with a one-time link (7 days). It opens their application with these
            details filled in, without a code.
          </p>
          <InviteForm />
        </section>
      )}
      {list.isPending ? (
        <p role="status" className="text-slate-600">
          Loading applications...
        </p>
      ) : list.isError && !data ? (
        <LoadError what="applications" onRetry={() => void list.refetch()} />
      ) : (
        data && (
          <section aria-label="Applications" className="space-y-2">
            <ApplicationCounters counts={data.counts} filter={view.filter} onFilter={onFilter} />
            <h2 className="sr-only">
              {view.filter === 'all' ? 'All applications' : `Applications: ${FILTER_LABELS[view.filter]}`}
            </h2>
            <div aria-busy={list.isFetching} className={list.isPlaceholderData ? 'opacity-60' : undefined}>
              <ApplicationsTable
                applications={data.applications}
                invitations={mayAct ? invitations : new Map()}
                isFiltered={view.filter !== 'all' || view.search !== ''}
              />
            </div>
            <ListPager
              label="Applications pages"
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={(page) => setView((v) => ({ ...v, page }))}
            />
          </section>
        )
      )}
    </div>
  );
}
