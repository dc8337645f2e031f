import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { RetentionMember } from '../../../../shared/answers/retention';
import { legalHoldSchema } from '../../../../shared/schemas/admin';
import { usePlaceLegalHold, useRemoveLegalHold } from './use-retention-mutations';

interface LegalHoldDialogProps {
  member: RetentionMember;
  onClose: () => void;
}

/** The owner places a legal hold, with a reason: nothing deletes the record while it lasts (decision 108). */
export function PlaceLegalHoldDialog({ member, onClose }: LegalHoldDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const place = usePlaceLegalHold(onClose);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = legalHoldSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    place.mutate({ memberId: member.id, reason: parsed.data.reason });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !place.isPending && onClose()}>
      <DialogContent
        title="Place Legal Hold"
        description={`${member.fullName}’s record will not be deleted, by anyone or by the daily clean-up, until the hold is removed. Any approval for deletion is withdrawn.`}
      >
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <TextareaField
            label="Reason"
            hint="For example, a claim or an investigation that needs the record."
            rows={3}
            autoFocus
            value={reason}
            error={error}
            onChange={(e) => setReason(e.target.value)}
          />
          <DialogActions>
            <Button type="button" variant="outline" disabled={place.isPending} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={place.isPending}>
              {place.isPending ? 'Placing...' : 'Place Legal Hold'}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The owner removes the hold: the record's retention period decides again. */
export function RemoveLegalHoldDialog({ member, onClose }: LegalHoldDialogProps) {
  const remove = useRemoveLegalHold(onClose);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Remove Legal Hold"
      description={`${member.fullName}’s record will again be deletable when its retention period ends.`}
      confirmLabel="Remove Legal Hold"
      pendingLabel="Removing..."
      variant="primary"
      isPending={remove.isPending}
      onConfirm={() => remove.mutate(member.id)}
    />
  );
}
