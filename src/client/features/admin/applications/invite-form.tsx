import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { z } from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { InputField } from '../../../components/ui/input-field';
import { SelectField } from '../../../components/ui/select-field';
import { ApiError } from '../../../lib/api-client';
import { toast, useDismissErrorToastsWhenFixed } from '../../../lib/use-toast';
import { BASIS_OF_PAYMENT, BASIS_OF_PAYMENT_LABELS } from '../../../../shared/choice-labels';
import { invitationSchema } from '../../../../shared/schemas/applications';
import { useSiteOptions } from '../../../lib/active-sites';
import { useInvite } from './applications-api';
import { EmploymentFields } from './employment-fields';
import { useConfig } from '../../../lib/use-config';
import { SETUP_REQUIRED } from '../../../../shared/setup-required';
import { LANGUAGES, LANGUAGE_CODES } from '../../../../shared/i18n/languages';
import { SMS_NEEDS_MOBILE } from '../../../../shared/applications';

/**
 * The server's own checks (schemas/applications.ts), with the basis of payment as the select
 * holds it ('' for none), the hire's language always chosen (English unless HR knows better), and
 * 'Also send by SMS' asking for the mobile before the server would (decision 114).
 */
const inviteFormSchema = z
  .extend(invitationSchema, {
    basisOfPayment: z.union([z.literal(''), z.enum(BASIS_OF_PAYMENT)]),
    language: z.enum(LANGUAGE_CODES, "Choose the new hire's language"),
    // Absent while the box is not offered (no SMS provider): the form drops unmounted fields.
    sendSms: z.optional(z.boolean()),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.sendSms && values.mobile === '')
        ctx.issues.push({
          code: 'custom',
          message: SMS_NEEDS_MOBILE,
          path: ['mobile'],
          input: values.mobile,
        });
    }),
  );
type InviteValues = z.input<typeof inviteFormSchema>;
type InviteOutput = z.output<typeof inviteFormSchema>;

const EMPTY: InviteValues = {
  email: '',
  fullName: '',
  mobile: '',
  position: '',
  department: '',
  location: '',
  plannedStartDate: '',
  basisOfPayment: '',
  language: 'en',
  sendSms: false,
};
const FIELDS = Object.keys(EMPTY) as (keyof InviteValues)[];

const BASIS_OPTIONS = BASIS_OF_PAYMENT.map((value) => ({ value, label: BASIS_OF_PAYMENT_LABELS[value] }));

/** Each language by its own name, as the hire knows it; HR reads the English name beside it. */
const LANGUAGE_OPTIONS = LANGUAGES.map((l) => ({
  value: l.code,
  label: l.code === 'en' ? l.name : `${l.name} (${l.englishName})`,
}));

/**
 * What HR already knows about a new hire; the server emails them a one-time link (7 days) to a
 * wizard filled with it. A refusal keeps every value typed, and names the field it refused.
 */
export function InviteForm({ onInvited }: { onInvited?: () => void }) {
  // The employment fields are in the form only while HR gives them (shouldUnregister): unticked,
  // the invitation goes without them, and HR adds them on the application later.
  const form = useForm<InviteValues, unknown, InviteOutput>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: EMPTY,
    shouldUnregister: true,
  });
  const { register, handleSubmit, reset, setError, setFocus, formState } = form;
  const [isGivingEmployment, setIsGivingEmployment] = useState(false);
  const { errors } = formState;
  const sites = useSiteOptions();
  useDismissErrorToastsWhenFixed(Object.keys(errors).length > 0);
  const config = useConfig();
  const notSetUp = config?.setupDone === false;
  const smsInvitations = config?.smsInvitations === true;

  const invite = useInvite(
    () => {
      reset(EMPTY);
      setFocus('email');
      onInvited?.();
    },
    (error) => {
      const fields = error instanceof ApiError ? error.body?.fields : undefined;
      for (const field of FIELDS) if (fields?.[field]) setError(field, { message: fields[field] });
      for (const [key, message] of Object.entries(fields ?? {}))
        if (key.startsWith('employment.')) setError(key as Path<InviteValues>, { message });
    },
  );

  return (
    <form
      noValidate
      aria-label="Invite a new hire"
      onSubmit={handleSubmit(
        (values) =>
          !invite.isPending &&
          invite.mutate({
            ...values,
            basisOfPayment: values.basisOfPayment || null,
            // Only an install that sends SMS offers the box; the server refuses it elsewhere.
            sendSms: smsInvitations && values.sendSms === true,
          }),
        () =>
          toast({
            title: 'Validation Error',
            description: 'Please correct the highlighted fields.',
            variant: 'destructive',
          }),
      )}
      className="grid items-start gap-4 sm:grid-cols-2"
    >
      <InputField
        label="Email"
        isRequired
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <InputField
        label="Full name"
        isRequired
        autoComplete="off"
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      <InputField
        label="Mobile (optional)"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        hint="An Australian mobile, e.g. 0412 345 678"
        error={errors.mobile?.message}
        {...register('mobile')}
      />
      <InputField
        label="Position"
        isRequired
        autoComplete="off"
        error={errors.position?.message}
        {...register('position')}
      />
      <InputField
        label="Department"
        isRequired
        autoComplete="off"
        error={errors.department?.message}
        {...register('department')}
      />
      <SelectField
        // Mounted again once the sites arrive, so a saved or prefilled Location shows as chosen.
        key={sites.length}
        label="Location"
        isRequired
        placeholder="Select location"
        options={sites}
        error={errors.location?.message}
        {...register('location')}
      />
      <InputField
        label="Planned start date"
        isRequired
        type="date"
        error={errors.plannedStartDate?.message}
        {...register('plannedStartDate')}
      />
      <SelectField
        label="Basis of payment (optional)"
        placeholder="Let the new hire choose"
        hint="The tax form's default answer; the new hire can change it."
        options={BASIS_OPTIONS}
        error={errors.basisOfPayment?.message}
        {...register('basisOfPayment')}
      />
      <SelectField
        label="The new hire's language"
        isRequired
        placeholder="Select a language"
        hint="Their invitation and emails are written in it, with the English below, and their screens open in it."
        options={LANGUAGE_OPTIONS}
        error={errors.language?.message}
        {...register('language')}
      />
      {smsInvitations && (
        <div className="self-end">
          <CheckboxField label="Also send by SMS" {...register('sendSms')} />
          <p className="text-sm text-slate-600">The link goes to the mobile above too.</p>
        </div>
      )}
      <div className="sm:col-span-2">
        <CheckboxField
          label="Give the employment details now (award, pay rate, hours: for payroll)"
          checked={isGivingEmployment}
          onChange={(event) => setIsGivingEmployment(event.target.checked)}
        />
      </div>
      {isGivingEmployment && (
        <fieldset className="grid items-start gap-4 sm:col-span-2 sm:grid-cols-2">
          <legend className="mb-2 font-semibold text-slate-900">Employment details</legend>
          <EmploymentFields form={form} />
        </fieldset>
      )}
      <div className="sm:col-span-2">
        {/* No invitation goes out under the example company (issue 39): the server refuses it too. */}
        {notSetUp && (
          <p id="invite-setup-note" className="mb-2 text-sm font-medium text-amber-900">
            {SETUP_REQUIRED.invitationRefused}
          </p>
        )}
        <Button
          type="submit"
          disabled={invite.isPending || notSetUp}
          aria-describedby={notSetUp ? 'invite-setup-note' : undefined}
          className="w-full sm:w-auto"
        >
          {invite.isPending ? 'Sending...' : 'Send Invitation'}
        </Button>
      </div>
    </form>
  );
}
