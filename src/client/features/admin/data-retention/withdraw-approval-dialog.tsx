import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { RetentionMember } from '../../../../shared/answers/retention';
import { useWithdrawApproval } from './use-retention-mutations';

interface WithdrawApprovalDialogProps {
  member: RetentionMember;
  onClose: () => void;
}

/** 'Withdraw Approval': the record is kept and waits for a new approval (issue 23, item 13). */
export function WithdrawApprovalDialog({ member, onClose }: WithdrawApprovalDialogProps) {
  const withdraw = useWithdrawApproval(onClose);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Withdraw Approval"
      description={`${member.fullName}’s record will not be deleted. It goes back to Data Downloaded and can be approved again later.`}
      confirmLabel="Withdraw Approval"
      pendingLabel="Withdrawing..."
      variant="primary"
      isPending={withdraw.isPending}
      onConfirm={() => withdraw.mutate(member.id)}
    />
  );
}
