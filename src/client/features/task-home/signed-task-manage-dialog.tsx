import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SignedDocumentType } from '../../../shared/acknowledgment';
import { taskById } from '../../../shared/tasks';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { DialogActions } from '../../components/ui/dialog-actions';
import { clearEditMode } from '../../lib/edit-mode';
import { ME_STATUS_KEY } from '../../lib/me-status';
import { toast } from '../../lib/use-toast';
import { resetSignedTask, SIGNED_TASKS } from './signed-tasks';

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
  const info = SIGNED_TASKS[type];
  const title = taskById(type).title;
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
        <DialogContent title={`Reset ${title}?`} description={info.resetDescription}>
          <DialogActions>
            <Button variant="outline" disabled={reset.isPending} onClick={() => setIsConfirmingReset(false)}>
              Cancel
            </Button>
            <Button variant="danger" disabled={reset.isPending} onClick={() => reset.mutate()}>
              {reset.isPending ? 'Resetting...' : 'Reset'}
            </Button>
          </DialogActions>
        </DialogContent>
      ) : (
        <DialogContent
          title={title}
          description="This task is complete. Would you like to edit it, or reset it and start again?"
        >
          <Button variant="secondary" className="w-full" onClick={onView}>
            View
          </Button>
          <DialogActions>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button variant="danger-ghost" onClick={() => setIsConfirmingReset(true)}>
              Reset
            </Button>
            <Button onClick={onEdit}>Edit</Button>
          </DialogActions>
        </DialogContent>
      )}
    </Dialog>
  );
}
