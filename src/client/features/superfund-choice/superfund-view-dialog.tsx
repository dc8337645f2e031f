import { useState } from 'react';
import { useLocation } from 'wouter';
import { taskById } from '../../../shared/tasks';
import { CompletedTaskDialog } from '../../components/ui/completed-task-dialog';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { RecordViewDialog } from '../../components/ui/record-view-dialog';
import { clearEditMode, setEditMode } from '../../lib/edit-mode';
import { serverMessage } from '../../lib/error-message';
import { toast } from '../../lib/use-toast';
import { useDeleteSuperfundChoice, useSuperfundChoice } from './superfund-api';
import { SuperfundSummary } from './superfund-summary';

interface SuperfundViewDialogProps {
  email: string | null;
  /** 'manage': the completed card's View, Edit or Reset; 'view': the saved choice itself. */
  mode: 'view' | 'manage';
  onClose: () => void;
}

const ROUTE = '/superfund-choice';

/** The home screen's 'SuperFund Choice' dialogs: the card's choices, the view, and the reset. */
export function SuperfundViewDialog({ email, mode, onClose }: SuperfundViewDialogProps) {
  const [, navigate] = useLocation();
  const [shown, setShown] = useState<'view' | 'manage' | 'reset'>(mode);
  const choice = useSuperfundChoice(email);
  const remove = useDeleteSuperfundChoice(email);
  const title = taskById('superfund-choice').title;

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
          toast({
            title: 'SuperFund Choice Reset',
            description: 'You can now complete your superfund choice again.',
          });
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: serverMessage(error, 'Failed to reset the superfund choice. Please try again.'),
            variant: 'destructive',
          }),
      });
    return (
      <ConfirmDialog
        open
        onOpenChange={(open) => !open && onClose()}
        title={`Reset ${title}?`}
        description="Your superfund choice and signature are removed, so you can choose again. A submitted application will need to be resubmitted."
        confirmLabel="Reset"
        pendingLabel="Resetting..."
        isPending={remove.isPending}
        onConfirm={reset}
      />
    );
  }
  return (
    <RecordViewDialog
      title="SuperFund Choice"
      description="Where your super contributions are paid."
      record={choice}
      hasEmail={!!email}
      emptyText="Your superfund choice has not been saved yet."
      edit={{ taskId: 'superfund-choice', route: ROUTE }}
      onClose={onClose}
    >
      {(data) => <SuperfundSummary choice={data} />}
    </RecordViewDialog>
  );
}
