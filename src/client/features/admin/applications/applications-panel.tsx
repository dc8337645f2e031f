import { useCallback, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ListSection } from '../../../components/ui/list-section';
import type { ApplicationFilter } from '../../../../shared/applications';
import { ListPager } from '../list-pager';
import { canActOnApplications } from '../admin-sections';
import { LoadError } from '../load-error';
import { useAdminSession } from '../use-admin-session';
import type { ApplicationsView } from './applications-api';
import { ApplicationCounters } from './application-counters';
import { ApplicationsTable } from './applications-table';
import { ApplicationsToolbar } from './applications-toolbar';
import { InviteForm } from './invite-form';
import { useApplicationsList, useInvitationsByApplication } from './use-applications';

/**
 * Every application, invited or self-started, with counts per state, search, a state filter and
 * pages of 25 (as the retention list); HR invites a new hire from here.
 */
export function ApplicationsPanel() {
  const [view, setView] = useState<ApplicationsView>({ page: 1, search: '', filter: 'all' });
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

  return (
    <div className="space-y-4 sm:space-y-6">
      <p className="text-slate-600">
        Everyone asked to onboard and everyone who started on their own: where each one is, and what needs
        you.
      </p>
      {mayAct && (
        <section
          aria-labelledby={`${formId}-title`}
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id={`${formId}-title`} className="text-xl font-semibold text-slate-900">
              Invite a New Hire
            </h2>
            <Button
              variant={isInviting ? 'outline' : 'primary'}
              aria-expanded={isInviting}
              aria-controls={formId}
              onClick={() => setIsInviting((open) => !open)}
            >
              {isInviting ? 'Hide the form' : 'Invite'}
            </Button>
          </div>
          {/* Hidden, not unmounted: what was typed stays when the form is closed and opened again. */}
          <div id={formId} hidden={!isInviting} className="mt-4">
            <p className="mb-4 text-sm text-slate-600">
              The new hire gets an email with a one-time link (7 days). It opens their application with these
              details filled in, without a code.
            </p>
            <InviteForm />
          </div>
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
          <>
            <ApplicationCounters counts={data.counts} />
            <ListSection title="Applications">
              <ApplicationsToolbar filter={view.filter} onSearch={onSearch} onFilter={onFilter} />
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
            </ListSection>
          </>
        )
      )}
    </div>
  );
}
