import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataCell, DataRow, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { EmailText } from '../../../components/ui/email-text';
import { ROLE_LABELS } from '../staff/staff-api';
import type { ListedRecipient, Recipient } from './recipient-api';
import { useUpdateRecipient } from './use-recipient-mutations';

const COLUMNS = ['Name', 'Email', 'Status', 'Staff Account', 'Health Information', 'Actions'] as const;

/** Whether the recipient is a staff account, its role, and that a deactivated one receives nothing (issue 35). */
function StaffAccount({ staff }: Pick<ListedRecipient, 'staff'>) {
  if (!staff) return <>Not a staff account</>;
  if (staff.active) return <>{ROLE_LABELS[staff.role]}</>;
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <Badge tone="amber">Deactivated</Badge>
      <span>{ROLE_LABELS[staff.role]}: receives nothing</span>
    </span>
  );
}

interface RecipientTableProps {
  recipients: ListedRecipient[];
  onEdit: (recipient: Recipient) => void;
  onDelete: (recipient: Recipient) => void;
}

export function RecipientTable({ recipients, onEdit, onDelete }: RecipientTableProps) {
  const toggle = useUpdateRecipient();
  if (recipients.length === 0) {
    return <EmptyState>No notification recipients yet</EmptyState>;
  }
  return (
    <DataTable label="Notification recipients" columns={COLUMNS}>
      {recipients.map((r) => {
        const isToggling = toggle.isPending && toggle.variables?.id === r.id;
        return (
          <DataRow key={r.id}>
            <DataCell label="Name">
              <span className="font-semibold text-slate-900">{r.name}</span>
            </DataCell>
            <DataCell label="Email" className="md:min-w-48">
              <EmailText email={r.email} />
            </DataCell>
            <DataCell label="Status">
              <Badge tone={r.active ? 'green' : 'slate'}>{r.active ? 'Active' : 'Inactive'}</Badge>
            </DataCell>
            <DataCell label="Staff Account">
              <StaffAccount staff={r.staff} />
            </DataCell>
            <DataCell label="Health Information">
              {r.receivesHealthInformation ? 'Receives it' : 'Not sent'}
            </DataCell>
            <DataCell label="Actions" isWide>
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" onClick={() => onEdit(r)}>
                  Edit<span className="sr-only"> {r.name}</span>
                </Button>
                <Button
                  variant={r.active ? 'outline' : 'secondary'}
                  disabled={isToggling}
                  onClick={() => toggle.mutate({ id: r.id, changes: { active: !r.active } })}
                >
                  {r.active ? 'Deactivate' : 'Activate'}
                  <span className="sr-only"> {r.name}</span>
                </Button>
                <Button variant="danger-ghost" onClick={() => onDelete(r)}>
                  Delete<span className="sr-only"> {r.name}</span>
                </Button>
              </div>
            </DataCell>
          </DataRow>
        );
      })}
    </DataTable>
  );
}
