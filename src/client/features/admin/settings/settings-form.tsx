import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import type { EmployerSettingsAnswer } from '../../../../shared/answers/employer-settings';
import {
  employerSettingsFormSchema,
  type EmployerSettingsInput,
} from '../../../../shared/schemas/employer-settings';
import { REQUIRED_FIELDS_TOAST } from '../../../../shared/schemas/fields';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { InputField } from '../../../components/ui/input-field';
import { SectionCard } from '../../../components/ui/section-card';
import { SelectField } from '../../../components/ui/select-field';
import { ApiError } from '../../../lib/api-client';
import { toast, useDismissErrorToastsWhenFixed } from '../../../lib/use-toast';
import { DefaultFundFields } from './default-fund-fields';
import { LogoField } from './logo-field';
import { useSaveSettings } from './settings-api';
import { settingsFormValues, timeZoneOptions, type SettingsFormValues } from './settings-form-values';

/**
 * The company's settings, also the first-run setup (issue 39 items 1 and 3): who the employer is,
 * its logo and time zone, and its default super fund. `beforeSubmit` (the setup's sites and first
 * recipient, their own forms) shows between the fields and the button, which submits this form by id.
 */
export function SettingsForm({
  settings,
  onSaved,
  beforeSubmit,
}: {
  settings: EmployerSettingsAnswer;
  onSaved: () => void;
  beforeSubmit?: ReactNode;
}) {
  const formId = useId();
  const initial = settingsFormValues(settings);
  const form = useForm<SettingsFormValues, unknown, EmployerSettingsInput>({
    // The form holds both kinds of fund's fields; the schema keeps the chosen kind's.
    resolver: zodResolver(
      employerSettingsFormSchema as unknown as z.core.$ZodType<EmployerSettingsInput, SettingsFormValues>,
    ),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const { register, formState } = form;
  const errors = formState.errors;
  useDismissErrorToastsWhenFixed(Object.keys(errors).length > 0);
  const save = useSaveSettings(() => {
    toast({ title: 'Saved', description: 'The company settings are saved.' });
    onSaved();
  });
  const onSubmit = form.handleSubmit(
    (values) =>
      save.mutate(values, {
        onError: (error) => {
          const fields = error instanceof ApiError ? error.body?.fields : undefined;
          for (const [name, message] of Object.entries(fields ?? {})) {
            form.setError(name as keyof SettingsFormValues, { message });
          }
        },
      }),
    () => toast({ ...REQUIRED_FIELDS_TOAST, variant: 'destructive' }),
  );

  return (
    <div className="space-y-5">
      <form
        id={formId}
        noValidate
        onSubmit={onSubmit}
        aria-busy={save.isPending || undefined}
        aria-label="Company settings"
        className="space-y-5"
      >
        <SectionCard
          title="The company"
          description="Printed on every PDF and email, and shown to every new hire."
        >
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <InputField
              label="Legal name"
              isRequired
              error={errors.legalName?.message}
              {...register('legalName')}
            />
            <InputField
              label="Trading name"
              hint="Optional: the name hires know, if it is not the legal name"
              error={errors.tradingName?.message}
              {...register('tradingName')}
            />
            <InputField
              label="ABN"
              isRequired
              inputMode="numeric"
              hint="11 digits, e.g. 53 004 085 616"
              error={errors.abn?.message}
              {...register('abn')}
            />
            <InputField
              label="Address"
              isRequired
              autoComplete="street-address"
              error={errors.address?.message}
              {...register('address')}
            />
            <InputField
              label="Phone"
              isRequired
              type="tel"
              autoComplete="tel"
              error={errors.phone?.message}
              {...register('phone')}
            />
            <InputField
              label="Email"
              isRequired
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
            <InputField
              label="Privacy policy link"
              type="url"
              inputMode="url"
              hint="Optional: https://… The collection notice every new hire reads links to it."
              error={errors.privacyPolicyUrl?.message}
              {...register('privacyPolicyUrl')}
            />
            <SelectField
              label="Time zone"
              isRequired
              hint="Every date and time is shown in it."
              placeholder="Select a time zone"
              options={timeZoneOptions(initial.timeZone)}
              error={errors.timeZone?.message}
              {...register('timeZone')}
            />
          </div>
          <CheckboxField
            className="mt-4"
            label="Fewer than 15 employees (a small business employer)"
            aria-describedby={`${formId}-small-business`}
            {...register('smallBusinessEmployer')}
          />
          <p id={`${formId}-small-business`} className="text-sm text-slate-600">
            Casual employees are then given the Casual Employment Information Statement when they start and
            after 12 months; larger employers also give it after 6 months and every further 12 months (Fair
            Work Act s 125B).
          </p>
          <CheckboxField
            className="mt-4"
            label="Ask new hires for a union card"
            aria-describedby={`${formId}-union`}
            {...register('askUnionMembership')}
          />
          <p id={`${formId}-union`} className="text-sm text-slate-600">
            Off unless you turn it on. Union membership is sensitive information (Privacy Act 1988 s 6): ask
            for it only when a union agreement or site access rule needs it. Hires who are asked read why,
            that it is optional, and that only they and HR see it.
          </p>
          <div className="mt-4">
            <LogoField
              currentUrl={settings.logoUrl}
              error={errors.logo?.message}
              onChange={(logo) => form.setValue('logo', logo, { shouldDirty: true })}
            />
          </div>
        </SectionCard>
        <SectionCard title="Default super fund">
          <div className="mt-4">
            <DefaultFundFields
              register={register}
              setValue={form.setValue}
              errors={errors}
              initial={initial.defaultFund}
            />
          </div>
        </SectionCard>
      </form>
      {beforeSubmit}
      <Button type="submit" form={formId} className="w-full sm:w-auto" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : settings.setupDone ? 'Save settings' : 'Finish setup'}
      </Button>
    </div>
  );
}
