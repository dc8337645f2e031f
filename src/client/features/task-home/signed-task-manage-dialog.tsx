import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignedDocumentType } from '../../../shared/acknowledgment';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { DialogActions } from '../../components/ui/dialog-actions';
import { clearEditMode } from '../../lib/edit-mode';
import { ME_STATUS_KEY } from '../../lib/me-status';
import { toast } from '../../lib/use-toast';
import { resetSignedTask } from './signed-tasks';
import { useSignedTaskWords } from './signed-task-words';
import { useTaskWords } from './task-words';

interface SignedTaskManageDialogProps {
  type: SignedDocumentType;
  email: string | null;
  onClose: () => void;
  onView: () => void;
  onEdit: () => void;
}

/** A completed read-and-sign card: View, Edit, or Reset (after a confirmation). */
export function SignedTaskManageDialog({
  type,
  email,
  onClose,
  onView,
  onEdit,
}: SignedTaskManageDialogProps) {
  const { t } = useTranslation(['home', 'common']);
  const info = useSignedTaskWords(type);
  const title = useTaskWords().title(type);
  const queryClient = useQueryClient();
  const [isConfirmingReset, setIsConfirmingReset] = useState(false);
  const reset = useMutation({
    mutationFn: () => resetSignedTask(type, email ?? ''),
    onSuccess: async () => {
      clearEditMode();
      await queryClient.invalidateQueries({ queryKey: ME_STATUS_KEY });
      onClose();
      toast(info.resetSuccess);
    },
    onError: () => toast(info.resetFailure),
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !reset.isPending && onClose()}>
      {isConfirmingReset ? (
        <DialogContent
          title={t('manage.signedResetTitle', { task: title })}
          description={info.resetDescription}
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
        <DialogContent title={title} description={t('common:dialog.taskComplete')}>
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
