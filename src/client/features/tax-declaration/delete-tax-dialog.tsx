import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { clearEditMode } from '../../lib/edit-mode';
import { serverMessage } from '../../lib/error-message';
import { toast } from '../../lib/use-toast';
import { useDeleteTaxDeclaration } from './tax-api';
import { useTaxWords } from './tax-words';

interface DeleteTaxDialogProps {
  email: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}

/** 'Delete and Resubmit', after a confirmation. */
export function DeleteTaxDialog({ email, open, onOpenChange, onDeleted }: DeleteTaxDialogProps) {
  const { t, error: message } = useTaxWords();
  const remove = useDeleteTaxDeclaration(email);
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        clearEditMode();
        onOpenChange(false);
        onDeleted();
        toast({ title: t('toasts.reset'), description: t('toasts.resetText') });
      },
      onError: (error) =>
        toast({
          title: t('toasts.error'),
          description: message(serverMessage(error, t('toasts.resetFailed'))),
          variant: 'destructive',
        }),
    });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('deleteDialog.title')}
      description={t('deleteDialog.description')}
      confirmLabel={t('deleteDialog.confirm')}
      pendingLabel={t('deleteDialog.pending')}
      isPending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
