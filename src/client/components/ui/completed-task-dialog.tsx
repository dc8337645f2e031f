import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={title} description={t('dialog.taskComplete')}>
        <Button variant="secondary" className="w-full" onClick={onView}>
          {t('dialog.view')}
        </Button>
        <DialogActions>
          <DialogClose asChild>
            <Button variant="outline">{t('dialog.cancel')}</Button>
          </DialogClose>
          <Button variant="danger-ghost" onClick={onReset}>
            {t('dialog.reset')}
          </Button>
          <Button onClick={onEdit}>{t('dialog.edit')}</Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
