import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { renderSVG } from 'uqr';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/input-field';
import { serverMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/use-toast';
import { totpEnrolFormSchema, type TotpEnrolValues } from './staff-form-schemas';
import { confirmTotp, type TotpOffer } from './enrolment-api';

/** The key in groups of four, as authenticator apps show it; apps ignore the spaces. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The authenticator-app choice: the otpauth URI as a QR code, the key as text for a phone that
 * cannot scan, the password that goes with the code at every sign-in (decision 037), and the
 * first code confirming the app has it.
 */
export function TotpSetup({
  token,
  offer,
  onConfirmed,
}: {
  token: string;
  offer: TotpOffer;
  onConfirmed: (recoveryCodes: string[]) => void;
}) {
  const { register, handleSubmit, formState, resetField, setFocus } = useForm<TotpEnrolValues>({
    resolver: zodResolver(totpEnrolFormSchema),
    defaultValues: { password: '', passwordAgain: '', code: '' },
  });
  const confirm = useMutation({
    mutationFn: (values: TotpEnrolValues) => confirmTotp(token, values.password, values.code),
    onSuccess: onConfirmed,
    onError: (error) => {
      resetField('code');
      setFocus('code');
      toast({
        title: 'Not set up yet',
        description: serverMessage(
          error,
          'That code did not match. Please enter the newest code from the app.',
        ),
        variant: 'destructive',
      });
    },
  });
  const svg = renderSVG(offer.uri, { border: 2 });

  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-slate-700">
        <li>Open your authenticator app and add an account.</li>
        <li>Scan the QR code, or type the key below.</li>
        <li>Choose your password, and enter the 6-digit code the app shows.</li>
      </ol>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
        alt="QR code for your authenticator app"
        width={208}
        height={208}
        className="mx-auto rounded-lg border border-slate-200 bg-white"
      />
      <dl>
        <dt className="text-sm font-medium text-slate-800">Key (if you cannot scan)</dt>
        <dd className="mt-1 rounded-lg bg-slate-100 p-3 font-mono text-base break-all text-slate-900">
          {grouped(offer.secret)}
        </dd>
      </dl>
      <form
        noValidate
        onSubmit={handleSubmit((values) => !confirm.isPending && confirm.mutate(values))}
        className="space-y-4"
      >
        <InputField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 12 characters. A few unrelated words are easy to remember and hard to guess."
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <InputField
          label="Password again"
          type="password"
          autoComplete="new-password"
          error={formState.errors.passwordAgain?.message}
          {...register('passwordAgain')}
        />
        <InputField
          label="6-digit code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={formState.errors.code?.message}
          {...register('code')}
        />
        <Button type="submit" className="w-full" disabled={confirm.isPending}>
          {confirm.isPending ? 'Verifying...' : 'Confirm'}
        </Button>
      </form>
    </div>
  );
}
