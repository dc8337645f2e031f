import { useState } from 'react';
import type { LicenceRegister, RegisterLicence } from '../../../../shared/answers/licence-register';
import type { SiteRecord } from '../../../../shared/answers/site';
import { LICENCE_KINDS } from '../../../../shared/licence-kinds';
import { formatIsoDay } from '../../../../shared/date-time-format';
import { Badge } from '../../../components/ui/badge';
import { DataCell, DataRow, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageLoading } from '../../../components/ui/page-loading';
import { SelectField } from '../../../components/ui/select-field';
import { LoadError } from '../load-error';
import { useAdminList } from '../use-admin-list';

const COLUMNS = ['Who', 'Licence or ticket', 'Number', 'Expiry', 'Photos'] as const;

const WITHIN_OPTIONS = [
  { value: '14', label: 'Expiring within 14 days or expired' },
  { value: '30', label: 'Expiring within 30 days or expired' },
  { value: '60', label: 'Expiring within 60 days or expired' },
  { value: '90', label: 'Expiring within 90 days or expired' },
];
const KIND_OPTIONS = LICENCE_KINDS.map((kind) => ({ value: kind.code, label: kind.label }));

interface Filters {
  expiringWithinDays: string;
  kind: string;
  site: string;
}

const queryOf = (filters: Filters) => {
  const params = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''));
  const query = params.toString();
  return query ? `?${query}` : '';
};

function ExpiryBadge({ licence }: { licence: RegisterLicence }) {
  const days = licence.daysToExpiry;
  if (days === null) return <span className="text-slate-600">Does not expire</span>;
  const date = formatIsoDay(licence.expiryDate);
  if (days < 0)
    return (
      <span className="flex flex-wrap items-center gap-2">
        {date} <Badge tone="red">Expired</Badge>
      </span>
    );
  return (
    <span className="flex flex-wrap items-center gap-2">
      {date}
      {days <= 30 && <Badge tone="amber">{days === 0 ? 'Expires today' : `In ${days} days`}</Badge>}
    </span>
  );
}

function Photo({ fileId, side, licence }: { fileId: string | null; side: string; licence: RegisterLicence }) {
  if (!fileId) return null;
  return (
    // Each staff view of a photo is audited by the server (/api/files/:id).
    <a className="text-brand-700 underline" href={`/api/files/${fileId}`} target="_blank" rel="noreferrer">
      {side}
      <span className="sr-only">
        {' '}
        of {licence.fullName}’s {licence.label}
      </span>
    </a>
  );
}

function RegisterTable({ licences }: { licences: RegisterLicence[] }) {
  if (licences.length === 0) return <EmptyState>No licences or tickets match these filters</EmptyState>;
  return (
    <DataTable label="Tickets and licences" columns={COLUMNS}>
      {licences.map((licence) => (
        <DataRow key={licence.licenceId}>
          <DataCell label="Who">
            <a
              className="font-semibold text-slate-900 underline"
              href={`/admin/applications?search=${encodeURIComponent(licence.email)}`}
            >
              {licence.fullName}
            </a>
            <span className="block text-sm text-slate-600">
              {[licence.position, licence.site].filter(Boolean).join(' · ')}
            </span>
          </DataCell>
          <DataCell label="Licence or ticket">
            {licence.label}
            {licence.issuer && <span className="block text-sm text-slate-600">{licence.issuer}</span>}
          </DataCell>
          <DataCell label="Number">
            {licence.number}
            {licence.licenceClass && ` (class ${licence.licenceClass})`}
          </DataCell>
          <DataCell label="Expiry">
            <ExpiryBadge licence={licence} />
          </DataCell>
          <DataCell label="Photos">
            <span className="flex flex-wrap gap-3">
              <Photo fileId={licence.frontFileId} side="Front" licence={licence} />
              <Photo fileId={licence.backFileId} side="Back" licence={licence} />
              {!licence.frontFileId && !licence.backFileId && <span className="text-slate-600">None</span>}
            </span>
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}

/**
 * Every current employee's tickets and licences (issue 40 item 3), soonest expiry first, filtered
 * by expiry, kind and site, and as a CSV file. Payroll's list leaves out union cards (decision 094).
 */
export function LicenceRegisterPanel() {
  const [filters, setFilters] = useState<Filters>({ expiringWithinDays: '', kind: '', site: '' });
  const sites = useAdminList<SiteRecord[]>(['/api/admin/sites']);
  const query = queryOf(filters);
  const register = useAdminList<LicenceRegister>([`/api/admin/licences${query}`]);
  const set = (key: keyof Filters) => (event: { target: { value: string } }) =>
    setFilters((current) => ({ ...current, [key]: event.target.value }));
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label="Expiry"
          placeholder="Any expiry"
          options={WITHIN_OPTIONS}
          value={filters.expiringWithinDays}
          onChange={set('expiringWithinDays')}
        />
        <SelectField
          label="Kind"
          placeholder="Every kind"
          options={KIND_OPTIONS}
          value={filters.kind}
          onChange={set('kind')}
        />
        <SelectField
          label="Site"
          placeholder="Every site"
          options={(sites.data ?? []).map((site) => site.name)}
          value={filters.site}
          onChange={set('site')}
        />
      </div>
      <p>
        <a className="font-medium text-brand-700 underline" href={`/api/admin/licences.csv${query}`} download>
          Download as CSV
        </a>
      </p>
      {register.isPending ? (
        <PageLoading />
      ) : register.error ? (
        <LoadError what="the tickets and licences" onRetry={() => void register.refetch()} />
      ) : (
        <RegisterTable licences={register.data.licences} />
      )}
    </div>
  );
}
