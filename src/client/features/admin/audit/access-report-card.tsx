import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/input-field';
import { SectionCard } from '../../../components/ui/section-card';
import { ApiError, type ApiErrorBody } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/error-message';
import { saveFile } from '../../../lib/save-file';
import { useConfig } from '../../../lib/use-config';
import { toast } from '../../../lib/use-toast';
import { useSessionExpiry } from '../use-session-expiry';
import { dayOf, DEFAULT_TIME_ZONE } from '../../../../shared/date-time-format';
import { AFFECTED_MESSAGES, affectedQuerySchema } from '../../../../shared/schemas/affected-records';

const REPORT_URL = '/api/admin/audit/affected';
const FAILED = 'Failed to download the access report';

// The days as the server checks them, and the last not before the first (ISO days sort as text).
const windowSchema = z
  .object(affectedQuerySchema.shape)
  .check(z.refine((w) => w.until >= w.since, { message: AFFECTED_MESSAGES.order, path: ['until'] }));
type Window = z.output<typeof windowSchema>;

/** A CSV answer saved under the server's file name; a refusal thrown with its body (fields named). */
async function downloadReport(window: Window): Promise<string> {
  const query = new URLSearchParams({ since: window.since, until: window.until });
  const response = await fetch(`${REPORT_URL}?${query}`, { credentials: 'include' });
  if (!response.ok) {
    const text = await response.text();
    let body: ApiErrorBody | null;
    try {
      body = JSON.parse(text) as ApiErrorBody;
    } catch {
      body = null;
    }
    throw new ApiError(response.status, body, `${response.status}: ${text || response.statusText}`);
  }
  const named = response.headers.get('content-disposition')?.match(/filename="([^"]+)"/)?.[1];
  const name = named ?? `access_${window.since}_to_${window.until}.csv`;
  saveFile(name, await response.blob());
  return name;
}

/**
 * The owner's access report for a notifiable data breach assessment (decision 106): for the days
 * chosen, who could see which records, and every export, reveal, file view and sign-in.
 */
export function AccessReportCard() {
  const checkExpiry = useSessionExpiry();
  const today = dayOf(new Date(), useConfig()?.timeZone ?? DEFAULT_TIME_ZONE);
  const form = useForm<Window>({
    resolver: zodResolver(windowSchema),
    defaultValues: { since: today, until: today },
  });
  const { errors } = form.formState;
  const download = useMutation({
    mutationFn: downloadReport,
    onSuccess: (name) => toast({ title: 'Access report downloaded', description: `Saved as ${name}` }),
    onError: (error) => {
      checkExpiry(error);
      const fields = error instanceof ApiError ? error.body?.fields : undefined;
      for (const [name, message] of Object.entries(fields ?? {}))
        if (name === 'since' || name === 'until') form.setError(name, { message });
      toast({ title: 'Download Failed', description: serverMessage(error, FAILED), variant: 'destructive' });
    },
  });

  return (
    <SectionCard
      title="Who had access"
      description="For a data breach assessment: the staff who could see hires' records, and every export, number shown in full, file opened and sign-in, for the days you choose (a CSV)."
    >
      <form
        noValidate
        aria-label="Who had access"
        onSubmit={form.handleSubmit((window) => download.mutate(window))}
        className="mt-4 grid items-start gap-4 sm:grid-cols-[1fr_1fr_auto]"
      >
        <InputField label="First day" type="date" error={errors.since?.message} {...form.register('since')} />
        <InputField label="Last day" type="date" error={errors.until?.message} {...form.register('until')} />
        <Button type="submit" variant="outline" className="min-h-12 sm:mt-6.5" disabled={download.isPending}>
          {download.isPending ? 'Downloading...' : 'Download access report'}
        </Button>
      </form>
    </SectionCard>
  );
}
