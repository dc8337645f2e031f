import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { clearEditMode } from '../../lib/edit-mode';
import { serverMessage } from '../../lib/error-message';
import { toast } from '../../lib/use-toast';
import { useDeleteTaxDeclaration } from './tax-api';

interface DeleteTaxDialogProps {
  email: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}

/** 'Delete and Resubmit', after a confirmation. */
export function DeleteTaxDialog({ email, open, onOpenChange, onDeleted }: DeleteTaxDialogProps) {
  const remove = useDeleteTaxDeclaration(email);
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        clearEditMode();
        onOpenChange(false);
        onDeleted();
        toast({
          title: 'Tax Declaration Reset',
          description: 'You can now complete your tax declaration again.',
        });
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: serverMessage(error, 'Failed to reset the tax declaration. Please try again.'),
          variant: 'destructive',
        }),
    });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete your tax declaration?"
      description="Your declaration and initial are removed, and you fill in the form again. A submitted application will need to be resubmitted."
      confirmLabel="Delete and Resubmit"
      pendingLabel="Deleting..."
      isPending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
