import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SignedDocumentType } from '../../../shared/acknowledgment';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { DialogActions } from '../../components/ui/dialog-actions';
import { SignedRecordDetails } from './signed-record-details';
import { fetchSignedRecord, type SignedRecordContent } from './signed-tasks';
import { useSignedTaskWords } from './signed-task-words';

interface SignedViewProps {
  title: string;
  /** The signed record: undefined while loading, null when none is stored. */
  signed: { data: SignedRecordContent | null | undefined; isError: boolean; isSuccess: boolean };
  hasEmail: boolean;
  onClose: () => void;
  onEdit: () => void;
}

/** A signed record, read-only (spec §2 'View dialog'), with an Edit that reopens its screen. */
export function SignedView({ title, signed, hasEmail, onClose, onEdit }: SignedViewProps) {
  const { t } = useTranslation(['home', 'common']);
  const isUnavailable = signed.isError || (signed.isSuccess && !signed.data) || !hasEmail;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={title} description={t('signedView.description')}>
        {isUnavailable ? (
          <p role="alert" className="text-slate-700">
            {t('common:record.unavailable')}
          </p>
        ) : signed.data ? (
          <SignedRecordDetails signed={signed.data} />
        ) : (
          <p role="status" className="text-slate-600">
            {t('common:record.loading')}
          </p>
        )}
        <DialogActions>
          <DialogClose asChild>
            <Button variant="outline">{t('common:dialog.close')}</Button>
          </DialogClose>
          {signed.data && <Button onClick={onEdit}>{t('common:dialog.edit')}</Button>}
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}

interface SignedTaskViewDialogProps {
  type: SignedDocumentType;
  email: string | null;
  onClose: () => void;
  onEdit: () => void;
}

/** A built-in read-and-sign task's signed record. */
export function SignedTaskViewDialog({ type, email, onClose, onEdit }: SignedTaskViewDialogProps) {
  const words = useSignedTaskWords(type);
  const signed = useQuery({
    queryKey: ['signed-record', type, email],
    queryFn: () => fetchSignedRecord(type, email ?? ''),
    enabled: !!email,
    staleTime: 0,
    gcTime: 0,
  });
  return (
    <SignedView
      title={words.viewTitle}
      signed={signed}
      hasEmail={!!email}
      onClose={onClose}
      onEdit={onEdit}
    />
  );
}
