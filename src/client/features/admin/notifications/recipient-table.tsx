import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataCell, DataRow, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { EmailText } from '../../../components/ui/email-text';
import type { Recipient } from './recipient-api';
import { useUpdateRecipient } from './use-recipient-mutations';

const COLUMNS = ['Name', 'Email', 'Status', 'Health Information', 'Actions'] as const;

interface RecipientTableProps {
  recipients: Recipient[];
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
