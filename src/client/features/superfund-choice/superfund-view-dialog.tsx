import { useState } from 'react';
import { useLocation } from 'wouter';
import { CompletedTaskDialog } from '../../components/ui/completed-task-dialog';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { RecordViewDialog } from '../../components/ui/record-view-dialog';
import { clearEditMode, setEditMode } from '../../lib/edit-mode';
import { serverMessage } from '../../lib/error-message';
import { toast } from '../../lib/use-toast';
import { useDeleteSuperfundChoice, useSuperfundChoice } from './superfund-api';
import { SuperfundSummary } from './superfund-summary';
import { useSuperWords } from './super-words';

interface SuperfundViewDialogProps {
  email: string | null;
  /** 'manage': the completed card's View, Edit or Reset; 'view': the saved choice itself. */
  mode: 'view' | 'manage';
  onClose: () => void;
}

const ROUTE = '/superfund-choice';

/** The home screen's 'SuperFund Choice' dialogs: the card's choices, the view, and the reset. */
export function SuperfundViewDialog({ email, mode, onClose }: SuperfundViewDialogProps) {
  const { t, error: message } = useSuperWords();
  const [, navigate] = useLocation();
  const [shown, setShown] = useState<'view' | 'manage' | 'reset'>(mode);
  const choice = useSuperfundChoice(email);
  const remove = useDeleteSuperfundChoice(email);
  const title = t('view.taskTitle');

  if (shown === 'manage') {
    return (
      <CompletedTaskDialog
        title={title}
        onClose={onClose}
        onView={() => setShown('view')}
        onEdit={() => {
          setEditMode('superfund-choice');
          onClose();
          navigate(ROUTE);
        }}
        onReset={() => setShown('reset')}
      />
    );
  }
  if (shown === 'reset') {
    const reset = () =>
      remove.mutate(undefined, {
        onSuccess: () => {
          clearEditMode();
          onClose();
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
        open
        onOpenChange={(open) => !open && onClose()}
        title={t('resetDialog.title', { title })}
        description={t('resetDialog.description')}
        confirmLabel={t('resetDialog.confirm')}
        pendingLabel={t('resetDialog.pending')}
        isPending={remove.isPending}
        onConfirm={reset}
      />
    );
  }
  return (
    <RecordViewDialog
      title={t('view.title')}
      description={t('view.description')}
      record={choice}
      hasEmail={!!email}
      emptyText={t('view.empty')}
      edit={{ taskId: 'superfund-choice', route: ROUTE }}
      onClose={onClose}
    >
      {(data) => <SuperfundSummary choice={data} />}
    </RecordViewDialog>
  );
}
