import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { CompletedTaskDialog } from '../../components/ui/completed-task-dialog';
import { RecordViewDialog } from '../../components/ui/record-view-dialog';
import { setEditMode } from '../../lib/edit-mode';
import { DeleteTaxDialog } from './delete-tax-dialog';
import { useTaxDeclaration } from './tax-api';
import { TaxSummary } from './tax-summary';
import { useTaxWords } from './tax-words';

interface TaxViewDialogProps {
  email: string | null;
  /** 'manage': the completed card's View, Edit or Reset; 'view': the declaration itself. */
  mode: 'view' | 'manage';
  onClose: () => void;
}

const ROUTE = '/tax-declaration';

/** The home screen's 'Tax Declaration' dialogs: the card's choices, the view, and the reset. */
export function TaxViewDialog({ email, mode, onClose }: TaxViewDialogProps) {
  const { t } = useTaxWords();
  const [, navigate] = useLocation();
  const [shown, setShown] = useState<'view' | 'manage' | 'delete'>(mode);
  const declaration = useTaxDeclaration(email);

  if (shown === 'manage') {
    return (
      <CompletedTaskDialog
        title={t('view.taskTitle')}
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
      title={t('view.title')}
      description={t('view.description')}
      record={declaration}
      hasEmail={!!email}
      emptyText={t('view.empty')}
      edit={{ taskId: 'tax-declaration', route: ROUTE }}
      onClose={onClose}
      actions={
        <Button variant="danger-ghost" onClick={() => setShown('delete')}>
          {t('actions.deleteAndResubmit')}
        </Button>
      }
    >
      {(data) => <TaxSummary declaration={data} />}
    </RecordViewDialog>
  );
}
