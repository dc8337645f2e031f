import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteApproved } from './use-retention-mutations';

/** Shown only while some records are approved (spec §2); deletes them all after a confirmation. */
export function DeleteApprovedButton({ approvedCount }: { approvedCount: number }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const deleteApproved = useDeleteApproved(() => setIsConfirming(false));
  if (approvedCount <= 0) return null;
  return (
    <>
      <Button variant="danger" onClick={() => setIsConfirming(true)}>
        Delete {approvedCount} Approved {approvedCount === 1 ? 'Record' : 'Records'}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Delete Approved Records"
        description={`This permanently deletes ${approvedCount} approved ${approvedCount === 1 ? 'record' : 'records'} and their files. This action cannot be undone.`}
        confirmLabel="Delete Records"
        pendingLabel="Deleting..."
        isPending={deleteApproved.isPending}
        onConfirm={() => deleteApproved.mutate()}
      />
    </>
  );
}
