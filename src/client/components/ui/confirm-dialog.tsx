import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from './button';
import { Dialog, DialogClose, DialogContent } from './dialog';
import { DialogActions } from './dialog-actions';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  isPending?: boolean;
  variant?: ButtonVariant;
  onConfirm: () => void;
  /** What the person confirms beyond the description (a checklist); shown above the buttons. */
  children?: ReactNode;
  /** False keeps the confirm button disabled (a checklist not yet ticked). */
  canConfirm?: boolean;
}

/** Asks before an action that cannot be undone; it stays open while the action runs. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  isPending = false,
  variant = 'danger',
  onConfirm,
  children,
  canConfirm = true,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <DialogContent title={title} description={description}>
        {children}
        <DialogActions>
          <DialogClose asChild>
            <Button variant="outline" disabled={isPending}>
              {t('dialog.cancel')}
            </Button>
          </DialogClose>
          <Button variant={variant} disabled={isPending || !canConfirm} onClick={onConfirm}>
            {isPending ? (pendingLabel ?? confirmLabel) : confirmLabel}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
