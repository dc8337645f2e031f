import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DateTimeText } from '../../../components/ui/date-time-text';
import { postJson } from '../../../lib/api-client';
import { toast } from '../../../lib/use-toast';
import type { FailedDeliveriesAnswer, ResumeDeliveriesAnswer } from '../../../../shared/answers/deliveries';
import type { StaffRole } from '../../../../shared/staff-roles';
import { useAdminList } from '../use-admin-list';
import { useAdminMutation } from '../use-admin-mutation';
import { DELIVERIES_KEY, DELIVERY_COUNTS_KEY } from './deliveries-api';

/**
 * On every admin page of owner and HR while a restored database's deliveries are paused (issue 37
 * item 5): nothing is emailed or delivered to the records system until an owner resumes them.
 */
export function DeliveriesPausedNotice({ role }: { role: StaffRole }) {
  const counts = useAdminList<FailedDeliveriesAnswer>(DELIVERY_COUNTS_KEY);
  const pausedSince = counts.data?.pausedSince;
  if (!pausedSince) return null;
  return (
    <section
      aria-label="Deliveries paused"
      className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-2 text-amber-950"
    >
      <p>
        <strong>Deliveries are paused.</strong> This copy was restored from a backup on{' '}
        <DateTimeText value={pausedSince} />: no email or records-system delivery is sent until an owner
        resumes them.{role === 'owner' ? '' : ' Please ask an owner.'}
      </p>
      {role === 'owner' && <ResumeButton />}
    </section>
  );
}

function ResumeButton() {
  const queryClient = useQueryClient();
  const [isConfirming, setIsConfirming] = useState(false);
  const resume = useAdminMutation({
    listKey: DELIVERY_COUNTS_KEY,
    mutationFn: () => postJson<ResumeDeliveriesAnswer>('/api/admin/deliveries/resume'),
    onSuccess: () => {
      setIsConfirming(false);
      void queryClient.invalidateQueries({ queryKey: DELIVERIES_KEY });
      toast({ title: 'Deliveries Resumed', description: 'Queued emails and deliveries are being sent.' });
    },
    onError: () => setIsConfirming(false),
    errorTitle: 'Error',
    errorFallback: 'Failed to resume deliveries',
  });
  return (
    <>
      <Button variant="outline" className="whitespace-nowrap" onClick={() => setIsConfirming(true)}>
        Resume deliveries
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Resume Deliveries"
        description="Every queued email and records-system delivery of this copy will be sent. Resume only if this copy replaces the original: if the original still runs, its emails would be sent twice."
        confirmLabel="Resume"
        pendingLabel="Resuming..."
        variant="warning"
        isPending={resume.isPending}
        onConfirm={() => resume.mutate(undefined)}
      />
    </>
  );
}
