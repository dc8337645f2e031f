import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { DialogActions } from '../../components/ui/dialog-actions';
import { setEditMode } from '../../lib/edit-mode';
import { DeleteTaxDialog } from './delete-tax-dialog';
import { useTaxDeclaration } from './tax-api';
import { TaxSummary } from './tax-summary';

interface TaxViewDialogProps {
  email: string | null;
  onClose: () => void;
}

/** The home screen's 'Tax Declaration' view: the details and initial, Edit, 'Delete and Resubmit'. */
export function TaxViewDialog({ email, onClose }: TaxViewDialogProps) {
  const [, navigate] = useLocation();
  const declaration = useTaxDeclaration(email);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const edit = () => {
    setEditMode('tax-declaration');
    onClose();
    navigate('/tax-declaration');
  };

  if (isConfirmingDelete) {
    return (
      <DeleteTaxDialog email={email} open onOpenChange={(open) => !open && onClose()} onDeleted={onClose} />
    );
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Tax Declaration" description="Your tax file number declaration.">
        {declaration.isError || !email ? (
          <p role="alert" className="text-slate-700">
            Unable to load your information. Please try again later.
          </p>
        ) : declaration.data ? (
          <TaxSummary declaration={declaration.data} />
        ) : declaration.data === null ? (
          <p className="text-slate-700">Tax declaration form has not been completed yet.</p>
        ) : (
          <p role="status" className="text-slate-600">
            Loading your information...
          </p>
        )}
        <DialogActions>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          {declaration.data && (
            <Button variant="danger-ghost" onClick={() => setIsConfirmingDelete(true)}>
              Delete and Resubmit
            </Button>
          )}
          {declaration.data !== undefined && <Button onClick={edit}>Edit</Button>}
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
