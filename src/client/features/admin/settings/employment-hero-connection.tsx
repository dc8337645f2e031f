import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import type { z } from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DateTimeText } from '../../../components/ui/date-time-text';
import { InputField } from '../../../components/ui/input-field';
import { SectionCard } from '../../../components/ui/section-card';
import { ApiError } from '../../../lib/api-client';
import { toast, useDismissErrorToastsWhenFixed } from '../../../lib/use-toast';
import type { PayrollConnection } from '../../../../shared/answers/payroll';
import {
  employmentHeroConnectionSchema,
  type EmploymentHeroConnectionInput,
} from '../../../../shared/schemas/payroll';
import { useConnectEmploymentHero, useDisconnectEmploymentHero } from './payroll-connections-api';

type Values = z.output<typeof employmentHeroConnectionSchema>;
const EMPTY: EmploymentHeroConnectionInput = { apiKey: '', businessId: '' };

const showAtField = (setError: UseFormSetError<EmploymentHeroConnectionInput>) => (error: unknown) => {
  const fields = error instanceof ApiError ? error.body?.fields : undefined;
  if (fields?.apiKey) setError('apiKey', { message: fields.apiKey });
  if (fields?.businessId) setError('businessId', { message: fields.businessId });
};

/** The API key and business id: the key is sent once and never shown again. */
function ConnectionForm({ isReplacing, onDone }: { isReplacing: boolean; onDone: () => void }) {
  const { register, handleSubmit, reset, setError, formState } = useForm<
    EmploymentHeroConnectionInput,
    unknown,
    Values
  >({ resolver: zodResolver(employmentHeroConnectionSchema), defaultValues: EMPTY });
  const { errors } = formState;
  useDismissErrorToastsWhenFixed(Object.keys(errors).length > 0);
  const connect = useConnectEmploymentHero(() => {
    reset(EMPTY);
    onDone();
  }, showAtField(setError));
  return (
    <form
      noValidate
      aria-label="Connect Employment Hero Payroll"
      className="mt-4 grid items-start gap-4 md:grid-cols-2"
      onSubmit={handleSubmit(
        (values) => {
          if (!connect.isPending) connect.mutate(values);
        },
        () =>
          toast({
            title: 'Validation Error',
            description: 'Please correct the highlighted fields.',
            variant: 'destructive',
          }),
      )}
    >
      <InputField
        label="API key"
        type="password"
        isRequired
        autoComplete="off"
        spellCheck={false}
        error={errors.apiKey?.message}
        {...register('apiKey')}
      />
      <InputField
        label="Business id"
        isRequired
        inputMode="numeric"
        autoComplete="off"
        error={errors.businessId?.message}
        {...register('businessId')}
      />
      <div className="flex flex-wrap gap-3 md:col-span-2">
        <Button type="submit" disabled={connect.isPending}>
          {connect.isPending ? 'Connecting...' : isReplacing ? 'Save New Key' : 'Connect'}
        </Button>
        {isReplacing && (
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

/**
 * The owner's connection to Employment Hero Payroll (issue 41 item 4): the API key is sealed on
 * the server and never shown again; the screen says 'Connected' with the business id.
 */
export function EmploymentHeroConnection({ connection }: { connection: PayrollConnection }) {
  const [isReplacing, setIsReplacing] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const disconnect = useDisconnectEmploymentHero(() => setIsConfirming(false));
  const { connected } = connection;
  return (
    <SectionCard
      title={connection.name}
      description={
        connected ? undefined : (
          <>
            In Employment Hero Payroll, click your name (top right), then <b>My Account</b> (or its{' '}
            <b>Security</b> tab), and copy the <b>API key</b> (<b>Generate API Key</b> if there is none). The{' '}
            <b>business id</b> is the number after <code>/business/</code> in the address while your business
            is open. The key is kept encrypted and never shown again.
          </>
        )
      }
    >
      {connected && (
        <div className="mt-3 space-y-3">
          <p className="text-slate-800">
            <span className="font-semibold text-green-800">Connected</span>: business id{' '}
            <span className="font-mono">{connection.account}</span>
          </p>
          {connection.connectedAt && (
            <p className="text-sm text-slate-600">
              By {connection.connectedBy}, <DateTimeText value={connection.connectedAt} />
            </p>
          )}
          {!isReplacing && (
            <div className="flex flex-wrap gap-3">
              <Button variant="outline" onClick={() => setIsReplacing(true)}>
                Replace API Key
              </Button>
              <Button variant="outline" onClick={() => setIsConfirming(true)}>
                Disconnect
              </Button>
            </div>
          )}
        </div>
      )}
      {(!connected || isReplacing) && (
        <ConnectionForm isReplacing={connected} onDone={() => setIsReplacing(false)} />
      )}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Disconnect Employment Hero Payroll?"
        description="Its API key is deleted: payroll can no longer send hires to it until you connect it again. Hires already sent keep their employee ids."
        confirmLabel="Disconnect"
        pendingLabel="Disconnecting..."
        isPending={disconnect.isPending}
        onConfirm={() => disconnect.mutate()}
      />
    </SectionCard>
  );
}
