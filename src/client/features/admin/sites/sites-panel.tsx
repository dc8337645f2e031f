import { useEffect, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataCell, DataRow, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSection } from '../../../components/ui/list-section';
import { AU_STATE_LABELS } from '../../../../shared/schemas/site';
import { LoadError } from '../load-error';
import { useAdminList } from '../use-admin-list';
import { useAdminSession } from '../use-admin-session';
import { SITES_KEY, useUpdateSite, type Site } from './site-api';
import { SiteForm } from './site-form';
import { shortTicketName } from './ticket-names';

const COLUMNS = [
  'Site',
  'Address',
  'State',
  'Required tickets',
  'Current hires',
  'Status',
  'Actions',
] as const;

const editButtonId = (site: Site) => `edit-site-${site.id}`;

function SiteTable({
  sites,
  isOwner,
  onEdit,
}: {
  sites: Site[];
  isOwner: boolean;
  onEdit: (site: Site) => void;
}) {
  const toggle = useUpdateSite();
  if (sites.length === 0) return <EmptyState>No sites yet</EmptyState>;
  return (
    <DataTable label="Sites" columns={isOwner ? COLUMNS : COLUMNS.slice(0, -1)}>
      {sites.map((site) => (
        <DataRow key={site.id}>
          <DataCell label="Site">
            <span className="font-semibold text-slate-900">{site.name}</span>
          </DataCell>
          <DataCell label="Address">{site.address || 'Not provided'}</DataCell>
          <DataCell label="State">{AU_STATE_LABELS[site.state]}</DataCell>
          <DataCell label="Required tickets">
            {site.requiredLicences.length ? site.requiredLicences.map(shortTicketName).join(', ') : 'None'}
          </DataCell>
          <DataCell label="Current hires">{site.hireCount}</DataCell>
          <DataCell label="Status">
            <Badge tone={site.active ? 'green' : 'slate'}>{site.active ? 'Active' : 'Inactive'}</Badge>
          </DataCell>
          {isOwner && (
            <DataCell label="Actions">
              <div className="flex flex-wrap gap-2">
                <Button id={editButtonId(site)} variant="outline" onClick={() => onEdit(site)}>
                  Edit<span className="sr-only"> {site.name}</span>
                </Button>
                <Button
                  variant={site.active ? 'outline' : 'secondary'}
                  disabled={toggle.isPending && toggle.variables?.id === site.id}
                  onClick={() => toggle.mutate({ id: site.id, changes: { active: !site.active } })}
                >
                  {site.active ? 'Deactivate' : 'Activate'}
                  <span className="sr-only"> {site.name}</span>
                </Button>
              </div>
            </DataCell>
          )}
        </DataRow>
      ))}
    </DataTable>
  );
}

/** The employer's sites (decision 089): every staff member reads them, the owner changes them. */
export function SitesPanel() {
  const list = useAdminList<Site[]>(SITES_KEY);
  const isOwner = useAdminSession().data?.role === 'owner';
  const [editing, setEditing] = useState<Site | null>(null);
  // After Save or Cancel, focus goes back to the row's Edit button (keyboard users keep their place).
  const [returnTo, setReturnTo] = useState<string | null>(null);
  useEffect(() => {
    if (returnTo && !editing) document.getElementById(returnTo)?.focus();
  }, [returnTo, editing]);
  const close = () => {
    setReturnTo(editing && editButtonId(editing));
    setEditing(null);
  };
  return (
    <div className="space-y-6">
      {isOwner &&
        (editing ? <SiteForm key={editing.id} site={editing} onClose={close} /> : <SiteForm key="add" />)}
      <ListSection title="Sites">
        {list.isPending ? (
          <p role="status" className="text-slate-600">
            Loading sites...
          </p>
        ) : list.isError ? (
          <LoadError what="sites" onRetry={() => void list.refetch()} />
        ) : (
          <SiteTable sites={list.data} isOwner={isOwner} onEdit={setEditing} />
        )}
      </ListSection>
    </div>
  );
}
