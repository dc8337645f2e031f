import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListSection } from '../../../components/ui/list-section';
import { StatCard } from '../../../components/ui/stat-card';
import { LoadError } from '../load-error';
import { useAdminList } from '../use-admin-list';
import { RECIPIENTS_KEY, type Recipient, type RecipientList } from './recipient-api';
import { RecipientForm } from './recipient-form';
import { RecipientTable } from './recipient-table';
import { StaffOffer } from './staff-offer';
import { useDeleteRecipient } from './use-recipient-mutations';

export function RecipientsPanel() {
  const list = useAdminList<RecipientList>(RECIPIENTS_KEY);
  const [editing, setEditing] = useState<Recipient>();
  const [deleting, setDeleting] = useState<Recipient>();
  const remove = useDeleteRecipient((id) => {
    setDeleting(undefined);
    if (editing?.id === id) setEditing(undefined);
  });

  return (
    <div className="space-y-6">
      {list.data && (
        <div className="grid gap-3 sm:grid-cols-3">
          <StatCard label="Total" value={list.data.counts.total} />
          <StatCard label="Active" value={list.data.counts.active} tone="green" />
          <StatCard label="Inactive" value={list.data.counts.inactive} />
        </div>
      )}
      {list.data && <StaffOffer staff={list.data.staffToAdd} />}
      <RecipientForm
        key={editing?.id ?? 'new'}
        editing={editing}
        onDoneEditing={() => setEditing(undefined)}
      />
      <ListSection title="Recipients">
        {list.isPending ? (
          <p role="status" className="text-slate-600">
            Loading recipients...
          </p>
        ) : list.isError ? (
          <LoadError what="recipients" onRetry={() => void list.refetch()} />
        ) : (
          <RecipientTable recipients={list.data.recipients} onEdit={setEditing} onDelete={setDeleting} />
        )}
      </ListSection>
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title="Delete Recipient"
        description={
          deleting
            ? `Are you sure you want to delete ${deleting.name} (${deleting.email})? They will no longer receive onboarding notifications. This action cannot be undone.`
            : ''
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        isPending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  );
}
