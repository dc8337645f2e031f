import { useMutation } from '@tanstack/react-query';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { DialogActions } from '../../components/ui/dialog-actions';
import type { ClearOwnDataAnswer } from '../../../shared/schemas/answers';
import { postJson } from '../../lib/api-client';
import { dropAllUnsent } from '../../lib/draft-autosave';
import { toast } from '../../lib/use-toast';

const RELOAD_DELAY_MS = 300;

export function ClearDataDialog({ onClose }: { onClose: () => void }) {
  const clear = useMutation({
    mutationFn: () => postJson<ClearOwnDataAnswer>('/api/me/clear', {}),
    onSuccess: async () => {
      // Typing not yet sent, and its encrypted copy on this device, go too (decision 034).
      await dropAllUnsent();
      setTimeout(() => location.reload(), RELOAD_DELAY_MS);
    },
    onError: () => {
      onClose();
      toast({
        title: 'Clear Failed',
        description: 'Failed to clear all data. Some data may still remain.',
        variant: 'destructive',
      });
    },
  });
  // Once cleared, the page reloads; the button stays busy until then.
  const isBusy = clear.isPending || clear.isSuccess;

  return (
    <Dialog open onOpenChange={(open) => !open && !isBusy && onClose()}>
      <DialogContent
        title="Clear your application?"
        description="This removes everything you have entered and signs this device out. A submitted application is kept."
      >
        <DialogActions>
          <DialogClose asChild>
            <Button variant="outline" disabled={isBusy}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="danger" disabled={isBusy} onClick={() => clear.mutate()}>
            {isBusy ? 'Clearing...' : 'Clear my data'}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
