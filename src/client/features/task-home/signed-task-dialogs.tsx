import { useLocation } from 'wouter';
import type { SignedDocumentType } from '../../../shared/acknowledgment';
import { setEditMode } from '../../lib/edit-mode';
import type { PersonalDialog } from './personal-dialogs';
import { SignedTaskManageDialog } from './signed-task-manage-dialog';
import { SignedTaskViewDialog } from './signed-task-view-dialog';
import { SIGNED_TASKS } from './signed-tasks';

interface SignedTaskDialogsProps {
  type: SignedDocumentType;
  open: PersonalDialog;
  email: string | null;
  onChange: (dialog: PersonalDialog | null) => void;
}

/** A read-and-sign card's dialogs (manage and view); loaded together, on first use. */
export function SignedTaskDialogs({ type, open, email, onChange }: SignedTaskDialogsProps) {
  const [, navigate] = useLocation();
  const edit = () => {
    setEditMode(type);
    onChange(null);
    navigate(SIGNED_TASKS[type].route);
  };
  const close = () => onChange(null);
  return open === 'manage' ? (
    <SignedTaskManageDialog
      type={type}
      email={email}
      onClose={close}
      onView={() => onChange('view')}
      onEdit={edit}
    />
  ) : (
    <SignedTaskViewDialog type={type} email={email} onClose={close} onEdit={edit} />
  );
}
