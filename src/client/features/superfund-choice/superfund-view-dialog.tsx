import { RecordViewDialog } from '../../components/ui/record-view-dialog';
import { useSuperfundChoice } from './superfund-api';
import { SuperfundSummary } from './superfund-summary';

interface SuperfundViewDialogProps {
  email: string | null;
  onClose: () => void;
}

/** The home screen's 'SuperFund Choice' view: the saved choice and Edit. */
export function SuperfundViewDialog({ email, onClose }: SuperfundViewDialogProps) {
  const choice = useSuperfundChoice(email);
  return (
    <RecordViewDialog
      title="SuperFund Choice"
      description="Where your super contributions are paid."
      record={choice}
      hasEmail={!!email}
      emptyText="Your superfund choice has not been saved yet."
      edit={{ taskId: 'superfund-choice', route: '/superfund-choice' }}
      onClose={onClose}
    >
      {(data) => <SuperfundSummary choice={data} />}
    </RecordViewDialog>
  );
}
