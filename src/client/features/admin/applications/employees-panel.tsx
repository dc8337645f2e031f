import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { DataCell, DataRow, DataTable } from '../../../components/ui/data-table';
import { EmailText } from '../../../components/ui/email-text';
import { EmptyState } from '../../../components/ui/empty-state';
import { getJson } from '../../../lib/api-client';
import type { EmployeesPage } from '../../../../shared/answers/employee';
import { formatIsoDay } from '../../../../shared/date-time-format';
import {
  EMPLOYEE_API,
  EMPLOYEE_FILTER_LABELS,
  END_REASON_LABELS,
  type EmployeeFilter,
} from '../../../../shared/schemas/employee';
import { ListPager } from '../list-pager';
import { LoadError } from '../load-error';
import { SearchToolbar } from '../search-toolbar';
import { useSessionExpiry } from '../use-session-expiry';
import { applicationPageUrl } from './applications-api';

const COLUMNS = ['Name', 'Position', 'Site', 'Start date', 'End date'];
const FILTER_OPTIONS = (['current', 'left'] as const).map((value) => ({
  value,
  label: EMPLOYEE_FILTER_LABELS[value],
}));
const none = <span className="text-slate-400">—</span>;

interface EmployeesView {
  page: number;
  search: string;
  status: EmployeeFilter;
}

function useEmployees(view: EmployeesView) {
  const params = new URLSearchParams({ page: String(view.page), status: view.status });
  if (view.search) params.set('search', view.search);
  const query = useQuery<EmployeesPage>({
    queryKey: [EMPLOYEE_API.list, view],
    queryFn: () => getJson<EmployeesPage>(`${EMPLOYEE_API.list}?${params.toString()}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const checkExpiry = useSessionExpiry();
  useEffect(() => {
    if (query.error) checkExpiry(query.error);
  }, [query.error, checkExpiry]);
  return query;
}

/**
 * Applications → Employees (issue 42 item 1, decision 107): every approved application, those
 * employed first, searchable by name or email, with the site, position and the actual start and
 * end dates. The name opens the employee's file: the application's page.
 */
export function EmployeesPanel() {
  const [view, setView] = useState<EmployeesView>({ page: 1, search: '', status: 'all' });
  const list = useEmployees(view);
  const data = list.data;
  const onSearch = useCallback(
    (search: string) => setView((v) => (v.search === search ? v : { ...v, search, page: 1 })),
    [],
  );
  return (
    <div className="space-y-2">
      <Link
        href="/admin/applications"
        className="inline-block min-h-11 content-center text-brand-700 underline"
      >
        ← All applications
      </Link>
      <SearchToolbar
        label="Employees"
        filterLabel="Show"
        allLabel="All employees"
        options={FILTER_OPTIONS}
        filter={view.status}
        onSearch={onSearch}
        onFilter={(status) => setView((v) => ({ ...v, status, page: 1 }))}
      />
      {list.isPending ? (
        <p role="status" className="text-slate-600">
          Loading employees...
        </p>
      ) : list.isError && !data ? (
        <LoadError what="employees" onRetry={() => void list.refetch()} />
      ) : (
        data && (
          <section aria-label="Employees" className="space-y-2">
            <div aria-busy={list.isFetching} className={list.isPlaceholderData ? 'opacity-60' : undefined}>
              {data.employees.length === 0 ? (
                <EmptyState>
                  {view.search || view.status !== 'all'
                    ? 'No employees match'
                    : 'No employees yet: an application becomes an employee record when it is approved.'}
                </EmptyState>
              ) : (
                <DataTable label="Employees" columns={COLUMNS} breakpoint="lg" isCompact>
                  {data.employees.map((row) => (
                    <DataRow key={row.id}>
                      <DataCell label="Name" className="lg:min-w-48">
                        <Link
                          href={applicationPageUrl(row.id)}
                          className="inline-block min-h-6 font-semibold text-brand-700 underline"
                        >
                          {row.fullName || row.email}
                        </Link>
                        <span className="block text-xs text-slate-600">
                          <EmailText email={row.email} />
                        </span>
                      </DataCell>
                      <DataCell label="Position">{row.position || none}</DataCell>
                      <DataCell label="Site">{row.location || none}</DataCell>
                      <DataCell label="Start date">
                        {row.startedOn ? (
                          formatIsoDay(row.startedOn)
                        ) : (
                          <span className="text-slate-600">
                            Not recorded
                            {row.plannedStartDate && (
                              <span className="block text-xs">
                                planned {formatIsoDay(row.plannedStartDate)}
                              </span>
                            )}
                          </span>
                        )}
                      </DataCell>
                      <DataCell label="End date">
                        {row.endedOn ? (
                          <>
                            {formatIsoDay(row.endedOn)}
                            {row.endReason && (
                              <span className="block text-xs text-slate-600">
                                {END_REASON_LABELS[row.endReason]}
                              </span>
                            )}
                          </>
                        ) : (
                          none
                        )}
                      </DataCell>
                    </DataRow>
                  ))}
                </DataTable>
              )}
            </div>
            <ListPager
              label="Employees pages"
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
