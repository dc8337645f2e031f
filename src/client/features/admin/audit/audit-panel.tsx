import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, buttonClasses } from '../../../components/ui/button';
import { DataCell, DataRow, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { InputField } from '../../../components/ui/input-field';
import { SectionCard } from '../../../components/ui/section-card';
import { SelectField } from '../../../components/ui/select-field';
import { getJson } from '../../../lib/api-client';
import { DateTimeText } from '../../../components/ui/date-time-text';
import { auditFilterFormSchema, type AuditFilterValues } from '../staff/staff-form-schemas';
import { LoadError } from '../load-error';
import { AccessReportCard } from './access-report-card';
import { useSessionExpiry } from '../use-session-expiry';
import { AUDIT_ACTIONS, AUDIT_GROUPS } from '../../../../shared/audit-actions';

interface AuditRow {
  id: number;
  at: string;
  actor: string;
  action: string;
  actionLabel: string;
  member: string | null;
  memberName: string | null;
  summary: string | null;
  ip: string | null;
}
interface AuditPage {
  rows: AuditRow[];
  page: number;
  pageSize: number;
}

type AuditFilter = AuditFilterValues;
const NO_FILTER: AuditFilter = { person: '', member: '', action: '' };

/** The Action filter's choices: every action in words, area by area; the code is the value. */
const ACTION_OPTIONS = AUDIT_GROUPS.flatMap((group) =>
  Object.entries(AUDIT_ACTIONS)
    .filter(([, words]) => words.group === group)
    .map(([value, words]) => ({ value, label: words.label })),
);

/** The filter as a query string, blanks left out; the CSV takes the same one. */
function queryOf(filter: AuditFilter, page?: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value?.trim()) params.set(key, value.trim());
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

const COLUMNS = ['Time', 'Person', 'Action', 'Member', 'Details', 'IP'] as const;
const none = <span className="text-slate-400">—</span>;

/**
 * The owner's Audit page (decision 029): who did what, in words (shared/audit-actions.ts), to
 * which hire, how many, from where; filter and CSV.
 */
export function AuditPanel() {
  const [filter, setFilter] = useState<AuditFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const checkExpiry = useSessionExpiry();
  const url = `/api/admin/audit${queryOf(filter, page)}`;
  const audit = useQuery({
    queryKey: [url],
    queryFn: () => getJson<AuditPage>(url),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (audit.error) checkExpiry(audit.error);
  }, [audit.error, checkExpiry]);

  const { register, handleSubmit, reset } = useForm<AuditFilter>({
    resolver: zodResolver(auditFilterFormSchema),
    defaultValues: NO_FILTER,
  });
  const apply = (next: AuditFilter) => {
    setFilter(next);
    setPage(1);
  };

  return (
    <div className="space-y-6">
      <SectionCard
        title="Filter"
        description="Part of a person's name or email, a member's id, or one action."
      >
        <form
          role="search"
          aria-label="Audit"
          noValidate
          onSubmit={handleSubmit(apply)}
          className="grid items-start gap-4 md:grid-cols-[1fr_1fr_1fr_auto]"
        >
          <InputField label="Person" autoComplete="off" {...register('person')} />
          <InputField label="Member" autoComplete="off" {...register('member')} />
          <SelectField
            label="Action"
            placeholder="Any action"
            options={ACTION_OPTIONS}
            {...register('action')}
          />
          <div className="flex flex-wrap gap-2 md:mt-6.5">
            <Button type="submit" className="min-h-12">
              Filter
            </Button>
            <Button
              variant="outline"
              className="min-h-12"
              onClick={() => {
                reset(NO_FILTER);
                apply(NO_FILTER);
              }}
            >
              Clear
            </Button>
          </div>
        </form>
        <a
          href={`/api/admin/audit.csv${queryOf(filter)}`}
          download
          className={buttonClasses('outline', 'md', 'mt-4 inline-flex')}
        >
          Download CSV
        </a>
      </SectionCard>
      <AccessReportCard />
      {audit.isError ? (
        <LoadError what="audit" onRetry={() => void audit.refetch()} />
      ) : audit.isPending ? (
        <p className="text-slate-600">Loading audit...</p>
      ) : audit.data.rows.length === 0 ? (
        <EmptyState>No audit entries match</EmptyState>
      ) : (
        <>
          <DataTable label="Audit entries" columns={COLUMNS} breakpoint="lg">
            {audit.data.rows.map((row) => (
              <DataRow key={row.id}>
                <DataCell label="Time">
                  <DateTimeText value={row.at} withSeconds />
                </DataCell>
                <DataCell label="Person" className="break-words">
                  {row.actor}
                </DataCell>
                <DataCell label="Action">{row.actionLabel}</DataCell>
                <DataCell label="Member" className="break-words">
                  {row.memberName ? (
                    <>
                      {row.memberName}
                      <span className="block text-xs text-slate-500">{row.member}</span>
                    </>
                  ) : (
                    (row.member ?? none)
                  )}
                </DataCell>
                <DataCell label="Details">{row.summary ?? none}</DataCell>
                <DataCell label="IP">{row.ip ?? none}</DataCell>
              </DataRow>
            ))}
          </DataTable>
          <nav aria-label="Audit pages" className="flex items-center justify-between gap-2">
            <Button variant="outline" disabled={page === 1} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <p className="text-sm text-slate-600">Page {page}</p>
            <Button
              variant="outline"
              disabled={audit.data.rows.length < audit.data.pageSize}
              onClick={() => setPage(page + 1)}
            >
              Next
            </Button>
          </nav>
        </>
      )}
    </div>
  );
}
