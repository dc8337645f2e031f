import { useQuery } from '@tanstack/react-query';
import type { SignedDocumentType } from '../../../shared/acknowledgment';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { DialogActions } from '../../components/ui/dialog-actions';
import { SignedRecordDetails } from './signed-record-details';
import { fetchSignedRecord, SIGNED_TASKS } from './signed-tasks';

interface SignedTaskViewDialogProps {
  type: SignedDocumentType;
  email: string | null;
  onClose: () => void;
  onEdit: () => void;
}

/** The signed record, read-only, with an Edit that reopens the task's screen. */
export function SignedTaskViewDialog({ type, email, onClose, onEdit }: SignedTaskViewDialogProps) {
  const signed = useQuery({
    queryKey: ['signed-record', type, email],
    queryFn: () => fetchSignedRecord(type, email ?? ''),
    enabled: !!email,
    staleTime: 0,
    gcTime: 0,
  });
  const isUnavailable = signed.isError || (signed.isSuccess && !signed.data) || !email;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={SIGNED_TASKS[type].viewTitle} description="What you signed, and when.">
        {isUnavailable ? (
          <p role="alert" className="text-slate-700">
            Unable to load your information. Please try again later.
          </p>
        ) : signed.data ? (
          <SignedRecordDetails signed={signed.data} />
        ) : (
          <p role="status" className="text-slate-600">
            Loading your information...
          </p>
        )}
        <DialogActions>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          {signed.data && <Button onClick={onEdit}>Edit</Button>}
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
