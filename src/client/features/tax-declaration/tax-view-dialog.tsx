import { useState } from 'react';
import { useLocation } from 'wouter';
import { taskById } from '../../../shared/tasks';
import { Button } from '../../components/ui/button';
import { CompletedTaskDialog } from '../../components/ui/completed-task-dialog';
import { RecordViewDialog } from '../../components/ui/record-view-dialog';
import { setEditMode } from '../../lib/edit-mode';
import { DeleteTaxDialog } from './delete-tax-dialog';
import { useTaxDeclaration } from './tax-api';
import { TaxSummary } from './tax-summary';

interface TaxViewDialogProps {
  email: string | null;
  /** 'manage': the completed card's View, Edit or Reset; 'view': the declaration itself. */
  mode: 'view' | 'manage';
  onClose: () => void;
}

const ROUTE = '/tax-declaration';

/** The home screen's 'Tax Declaration' dialogs: the card's choices, the view, and the reset. */
export function TaxViewDialog({ email, mode, onClose }: TaxViewDialogProps) {
  const [, navigate] = useLocation();
  const [shown, setShown] = useState<'view' | 'manage' | 'delete'>(mode);
  const declaration = useTaxDeclaration(email);

  if (shown === 'manage') {
    return (
      <CompletedTaskDialog
        title={taskById('tax-declaration').title}
        onClose={onClose}
        onView={() => setShown('view')}
        onEdit={() => {
          setEditMode('tax-declaration');
          onClose();
          navigate(ROUTE);
        }}
        onReset={() => setShown('delete')}
      />
    );
  }
  if (shown === 'delete') {
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
      edit={{ taskId: 'tax-declaration', route: ROUTE }}
      onClose={onClose}
      actions={
        <Button variant="danger-ghost" onClick={() => setShown('delete')}>
          Delete and Resubmit
        </Button>
      }
    >
      {(data) => <TaxSummary declaration={data} />}
    </RecordViewDialog>
  );
}
