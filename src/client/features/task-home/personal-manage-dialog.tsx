import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { DialogActions } from '../../components/ui/dialog-actions';
import { postJson } from '../../lib/api-client';
import { clearEditMode } from '../../lib/edit-mode';
import { ME_STATUS_KEY } from '../../lib/me-status';
import { toast } from '../../lib/use-toast';

interface PersonalManageDialogProps {
  onClose: () => void;
  onView: () => void;
  onEdit: () => void;
}

/** A completed Personal Information card: View, Edit, or Reset (after a confirmation). */
export function PersonalManageDialog({ onClose, onView, onEdit }: PersonalManageDialogProps) {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['home', 'common']);
  const [isConfirmingReset, setIsConfirmingReset] = useState(false);
  const reset = useMutation({
    mutationFn: () => postJson('/api/me/reset/personal-information'),
    onSuccess: async () => {
      clearEditMode();
      await queryClient.invalidateQueries({ queryKey: ME_STATUS_KEY });
      onClose();
      toast({ title: t('manage.personalResetDoneTitle'), description: t('manage.personalResetDone') });
    },
    onError: () =>
      toast({
        title: t('manage.errorTitle'),
        description: t('manage.personalResetFailed'),
        variant: 'destructive',
      }),
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !reset.isPending && onClose()}>
      {isConfirmingReset ? (
        <DialogContent
          title={t('manage.personalResetTitle')}
          description={t('manage.personalResetDescription')}
        >
          <DialogActions>
            <Button variant="outline" disabled={reset.isPending} onClick={() => setIsConfirmingReset(false)}>
              {t('common:dialog.cancel')}
            </Button>
            <Button variant="danger" disabled={reset.isPending} onClick={() => reset.mutate()}>
              {reset.isPending ? t('manage.resetting') : t('common:dialog.reset')}
            </Button>
          </DialogActions>
        </DialogContent>
      ) : (
        <DialogContent
          title={t('tasks.personal-information.title')}
          description={t('manage.personalDescription')}
        >
          <Button variant="secondary" className="w-full" onClick={onView}>
            {t('common:dialog.view')}
          </Button>
          <DialogActions>
            <DialogClose asChild>
              <Button variant="outline">{t('common:dialog.cancel')}</Button>
            </DialogClose>
            <Button variant="danger-ghost" onClick={() => setIsConfirmingReset(true)}>
              {t('common:dialog.reset')}
            </Button>
            <Button onClick={onEdit}>{t('common:dialog.edit')}</Button>
          </DialogActions>
        </DialogContent>
      )}
    </Dialog>
  );
}
