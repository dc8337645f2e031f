import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { DialogActions } from '../../components/ui/dialog-actions';
import type { ClearOwnDataAnswer } from '../../../shared/schemas/answers';
import { postJson } from '../../lib/api-client';
import { dropAllUnsent } from '../../lib/draft-autosave';
import { toast } from '../../lib/use-toast';
import { forgetWelcome } from '../../lib/welcome';

const RELOAD_DELAY_MS = 300;

/** 'Clear All Data & Start Fresh', from the home's menu: asks first (DESIGN §3.4). */
export function ClearDataDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['home', 'common']);
  const clear = useMutation({
    mutationFn: () => postJson<ClearOwnDataAnswer>('/api/me/clear', {}),
    onSuccess: async () => {
      // Typing not yet sent, and its encrypted copy on this device, go too (decision 034).
      await dropAllUnsent();
      forgetWelcome();
      setTimeout(() => location.reload(), RELOAD_DELAY_MS);
    },
    onError: () => {
      onClose();
      toast({ title: t('clear.failedTitle'), description: t('clear.failed'), variant: 'destructive' });
    },
  });
  // Once cleared, the page reloads; the button stays busy until then.
  const isBusy = clear.isPending || clear.isSuccess;

  return (
    <Dialog open onOpenChange={(open) => !open && !isBusy && onClose()}>
      <DialogContent title={t('clear.title')} description={t('clear.description')}>
        <DialogActions>
          <DialogClose asChild>
            <Button variant="outline" disabled={isBusy}>
              {t('common:dialog.cancel')}
            </Button>
          </DialogClose>
          <Button variant="danger" disabled={isBusy} onClick={() => clear.mutate()}>
            {isBusy ? t('clear.clearing') : t('clear.confirm')}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
