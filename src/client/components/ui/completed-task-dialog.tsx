import { Button } from './button';
import { Dialog, DialogClose, DialogContent } from './dialog';
import { DialogActions } from './dialog-actions';

interface CompletedTaskDialogProps {
  /** The task's title, e.g. 'Tax Declaration Form'. */
  title: string;
  onClose: () => void;
  onView: () => void;
  onEdit: () => void;
  onReset: () => void;
}

/** A completed card's choices (spec §2): View, Edit, or Reset, as every task card offers. */
export function CompletedTaskDialog({ title, onClose, onView, onEdit, onReset }: CompletedTaskDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
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
          <Button variant="danger-ghost" onClick={onReset}>
            Reset
          </Button>
          <Button onClick={onEdit}>Edit</Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
