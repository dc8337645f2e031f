import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { RecordViewDialog } from '../../components/ui/record-view-dialog';
import { DeleteTaxDialog } from './delete-tax-dialog';
import { useTaxDeclaration } from './tax-api';
import { TaxSummary } from './tax-summary';

interface TaxViewDialogProps {
  email: string | null;
  onClose: () => void;
}

/** The home screen's 'Tax Declaration' view: the details and initial, Edit, 'Delete and Resubmit'. */
export function TaxViewDialog({ email, onClose }: TaxViewDialogProps) {
  const declaration = useTaxDeclaration(email);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);

  if (isConfirmingDelete) {
    return (
      <DeleteTaxDialog email={email} open onOpenChange={(open) => !open && onClose()} onDeleted={onClose} />
    );
  }
  return (
    <RecordViewDialog
      title="Tax Declaration"
      description="Your tax file number declaration."
      record={declaration}
      hasEmail={!!email}
      emptyText="Tax declaration form has not been completed yet."
      edit={{ taskId: 'tax-declaration', route: '/tax-declaration' }}
      onClose={onClose}
      actions={
        <Button variant="danger-ghost" onClick={() => setIsConfirmingDelete(true)}>
          Delete and Resubmit
        </Button>
      }
    >
      {(data) => <TaxSummary declaration={data} />}
    </RecordViewDialog>
  );
}
