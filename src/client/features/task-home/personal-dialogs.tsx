import { useLocation } from 'wouter';
import { setEditMode } from '../../lib/edit-mode';
import { PersonalManageDialog } from './personal-manage-dialog';
import { PersonalViewDialog } from './personal-view-dialog';

export type PersonalDialog = 'manage' | 'view';

interface PersonalDialogsProps {
  open: PersonalDialog;
  email: string | null;
  onChange: (dialog: PersonalDialog | null) => void;
}

/** The Personal Information card's dialogs; loaded together, on first use. */
export function PersonalDialogs({ open, email, onChange }: PersonalDialogsProps) {
  const [, navigate] = useLocation();
  const edit = () => {
    setEditMode('personal-information');
    onChange(null);
    navigate('/basic-info');
  };
  const close = () => onChange(null);
  return open === 'manage' ? (
    <PersonalManageDialog onClose={close} onView={() => onChange('view')} onEdit={edit} />
  ) : (
    <PersonalViewDialog email={email} onClose={close} onEdit={edit} />
  );
}
