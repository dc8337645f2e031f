import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { setEditMode } from '../../lib/edit-mode';
import type { TaskId } from '../../../shared/tasks';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent } from './dialog';
import { DialogActions } from './dialog-actions';

interface RecordViewDialogProps<T> {
  title: string;
  description: string;
  /** The record: undefined while loading, null when none is stored. */
  record: { data: T | null | undefined; isError: boolean };
  hasEmail: boolean;
  emptyText: string;
  /** Edit reopens the task's screen in edit mode. */
  edit: { taskId: TaskId; route: string };
  onClose: () => void;
  children: (record: T) => ReactNode;
  /** More actions shown beside Edit while a record exists (e.g. 'Delete and Resubmit'). */
  actions?: ReactNode;
}

/** A task's read-only view from the home screen (spec §2 'View dialog'): loading, failure, record, Edit. */
export function RecordViewDialog<T>(props: RecordViewDialogProps<T>) {
  const { record, onClose } = props;
  const [, navigate] = useLocation();
  const { t } = useTranslation();
  const edit = () => {
    setEditMode(props.edit.taskId);
    onClose();
    navigate(props.edit.route);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={props.title} description={props.description}>
        {record.isError || !props.hasEmail ? (
          <p role="alert" className="text-slate-700">
            {t('record.unavailable')}
          </p>
        ) : record.data ? (
          props.children(record.data)
        ) : record.data === null ? (
          <p className="text-slate-700">{props.emptyText}</p>
        ) : (
          <p role="status" className="text-slate-600">
            {t('record.loading')}
          </p>
        )}
        <DialogActions>
          <DialogClose asChild>
            <Button variant="outline">{t('dialog.close')}</Button>
          </DialogClose>
          {record.data && props.actions}
          {record.data !== undefined && <Button onClick={edit}>{t('dialog.edit')}</Button>}
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
