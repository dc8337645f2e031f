import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { postJson } from '../../../lib/api-client';
import { toast } from '../../../lib/use-toast';
import type { FailedKind, RetryAllFailedAnswer } from '../../../../shared/answers/deliveries';
import { useAdminMutation } from '../use-admin-mutation';
import { DELIVERIES_KEY, DELIVERY_COUNTS_KEY } from './deliveries-api';

const count = new Intl.NumberFormat('en-AU');
const deliveries = (n: number) => `${count.format(n)} failed ${n === 1 ? 'delivery' : 'deliveries'}`;

/**
 * 'Retry all failed' (issue 37 item 4): after a long outage of the mail server or the records
 * system, every failed delivery, or those of one kind, back in the queue at once; the server
 * audits it and answers how many went.
 */
export function RetryAllFailed({ failed, kinds }: { failed: number; kinds: FailedKind[] }) {
  const queryClient = useQueryClient();
  const [kind, setKind] = useState('');
  const [isConfirming, setIsConfirming] = useState(false);
  const chosen = kinds.find((k) => k.kind === kind);
  const n = chosen ? chosen.failed : failed;
  const retry = useAdminMutation({
    listKey: DELIVERIES_KEY,
    mutationFn: (input: { kind?: string }) =>
      postJson<RetryAllFailedAnswer>('/api/admin/deliveries/retry-failed', input),
    onSuccess: (answer) => {
      setIsConfirming(false);
      setKind('');
      void queryClient.invalidateQueries({ queryKey: DELIVERY_COUNTS_KEY });
      toast({
        title: 'Deliveries Retried',
        description:
          answer.retried === 0
            ? 'No failed delivery was left to retry.'
            : `${deliveries(answer.retried)} ${answer.retried === 1 ? 'is' : 'are'} queued again.`,
      });
    },
    onError: () => setIsConfirming(false),
    errorTitle: 'Error',
    errorFallback: 'Failed to retry the deliveries',
  });
  if (failed === 0) return null;
  return (
    <form
      aria-label="Retry all failed deliveries"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        setIsConfirming(true);
      }}
    >
      {kinds.length > 0 && (
        <div className="sm:max-w-sm">
          <SelectField
            label="Kind"
            placeholder="Every kind"
            options={kinds.map((k) => ({ value: k.kind, label: `${k.what} (${count.format(k.failed)})` }))}
            value={kind}
            onChange={(e) => setKind(e.target.value)}
          />
        </div>
      )}
      <Button type="submit" variant="outline" className="min-h-11 whitespace-nowrap">
        Retry all failed
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Retry All Failed"
        description={`${deliveries(n)}${chosen ? ` (${chosen.what})` : ''} will be sent again, each with a fresh set of tries. Retry them once the mail server or the records system works again.`}
        confirmLabel={`Retry ${count.format(n)}`}
        pendingLabel="Retrying..."
        variant="primary"
        isPending={retry.isPending}
        onConfirm={() => retry.mutate(chosen ? { kind: chosen.kind } : {})}
      />
    </form>
  );
}
