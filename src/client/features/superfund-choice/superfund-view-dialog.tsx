import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { DialogActions } from '../../components/ui/dialog-actions';
import { setEditMode } from '../../lib/edit-mode';
import { useSuperfundChoice } from './superfund-api';
import { SuperfundSummary } from './superfund-summary';

interface SuperfundViewDialogProps {
  email: string | null;
  onClose: () => void;
}

/** The home screen's 'SuperFund Choice' view: the saved choice and Edit. */
export function SuperfundViewDialog({ email, onClose }: SuperfundViewDialogProps) {
  const [, navigate] = useLocation();
  const choice = useSuperfundChoice(email);
  const edit = () => {
    setEditMode('superfund-choice');
    onClose();
    navigate('/superfund-choice');
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="SuperFund Choice" description="Where your super contributions are paid.">
        {choice.isError || !email ? (
          <p role="alert" className="text-slate-700">
            Unable to load your information. Please try again later.
          </p>
        ) : choice.data ? (
          <SuperfundSummary choice={choice.data} />
        ) : choice.data === null ? (
          <p className="text-slate-700">Your superfund choice has not been saved yet.</p>
        ) : (
          <p role="status" className="text-slate-600">
            Loading your information...
          </p>
        )}
        <DialogActions>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          {choice.data !== undefined && <Button onClick={edit}>Edit</Button>}
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
