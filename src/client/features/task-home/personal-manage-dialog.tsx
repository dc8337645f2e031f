import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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
  const [isConfirmingReset, setIsConfirmingReset] = useState(false);
  const reset = useMutation({
    mutationFn: () => postJson('/api/me/reset/personal-information'),
    onSuccess: async () => {
      clearEditMode();
      await queryClient.invalidateQueries({ queryKey: ME_STATUS_KEY });
      onClose();
      toast({
        title: 'Personal Information Reset',
        description: 'You can now complete your personal information again.',
      });
    },
    onError: () =>
      toast({
        title: 'Error',
        description: 'Failed to reset personal information. Please try again.',
        variant: 'destructive',
      }),
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !reset.isPending && onClose()}>
      {isConfirmingReset ? (
        <DialogContent
          title="Reset Personal Information?"
          description="Your saved steps are discarded and Personal Information reopens, so you will go through all eight steps again. Your details on file stay until you complete them again."
        >
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
          title="Personal Information"
          description="Your personal information is complete. Would you like to edit it, or reset it and start again?"
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
