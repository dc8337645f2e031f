import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DateTimeText } from '../../../components/ui/date-time-text';
import { SignaturePad } from '../../../components/ui/signature-pad';
import { postJson } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/use-toast';
import { APPLICATION_API } from '../../../../shared/applications';
import type { ApplicationDetail, ApplicationDocument } from '../../../../shared/answers/applications';
import { useSessionExpiry } from '../use-session-expiry';
import { applicationKey } from './applications-api';

const countersignUrl = (applicationId: string, documentId: string) =>
  APPLICATION_API.countersign
    .replace(':id', encodeURIComponent(applicationId))
    .replace(':documentId', encodeURIComponent(documentId));

/**
 * A document that asks the employer to countersign it (decision 091): who countersigned and when,
 * or, for an owner or HR once the hire has signed, a signature pad to countersign it.
 */
export function CountersignDocument({
  applicationId,
  task,
  mayAct,
}: {
  applicationId: string;
  task: ApplicationDocument & { countersign: NonNullable<ApplicationDocument['countersign']> };
  mayAct: boolean;
}) {
  const [signature, setSignature] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const checkExpiry = useSessionExpiry();
  const { documentId, countersignature } = task.countersign;
  const sign = useMutation({
    mutationFn: () =>
      postJson<ApplicationDetail>(countersignUrl(applicationId, documentId), { signature: signature ?? '' }),
    onSuccess: (detail) => {
      queryClient.setQueryData(applicationKey(applicationId), detail);
      toast({ title: 'Countersigned', description: 'The new hire has been emailed that it is ready.' });
    },
    onError: (error) => {
      checkExpiry(error);
      toast({
        title: 'Error',
        description: serverMessage(error, 'Could not countersign. Please try again.'),
        variant: 'destructive',
      });
    },
  });
  if (countersignature)
    return (
      <p className="text-sm text-slate-800">
        Countersigned by {countersignature.by}, <DateTimeText value={countersignature.at} />
      </p>
    );
  if (task.status !== 'done')
    return <p className="text-sm text-slate-600">To be countersigned once the new hire has signed it.</p>;
  if (!mayAct) return <p className="text-sm text-slate-600">Waiting for an owner or HR to countersign it.</p>;
  return (
    <div className="space-y-3">
      <SignaturePad label="Your signature *" onChange={setSignature} />
      <Button disabled={!signature || sign.isPending} onClick={() => sign.mutate()}>
        {sign.isPending ? 'Processing...' : 'Countersign'}
      </Button>
    </div>
  );
}
