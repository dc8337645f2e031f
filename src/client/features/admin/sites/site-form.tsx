import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { InputField } from '../../../components/ui/input-field';
import { SectionCard } from '../../../components/ui/section-card';
import { SelectField } from '../../../components/ui/select-field';
import { ApiError } from '../../../lib/api-client';
import { toast, useDismissErrorToastsWhenFixed } from '../../../lib/use-toast';
import type { z } from 'zod/mini';
import {
  DEFAULT_REQUIRED_LICENCES,
  LICENCE_GROUP_LABELS,
  LICENCE_KINDS,
  REQUIRABLE_LICENCE_CODES,
} from '../../../../shared/licence-kinds';
import { AU_STATES, AU_STATE_LABELS, siteSchema, type SiteInput } from '../../../../shared/schemas/site';
import { shortTicketName } from './ticket-names';
import { useAddSite, useEditSite, type Site } from './site-api';

// The state starts unchosen: the select's placeholder, refused with the schema's message. A new
// site requires a White Card, as any construction site does (decision 098).
const EMPTY: Partial<SiteInput> = { name: '', address: '', requiredLicences: [...DEFAULT_REQUIRED_LICENCES] };

/** The kinds a site may require, under their groups' headings, in the wizard's order. */
const REQUIRABLE_GROUPS = Object.entries(LICENCE_GROUP_LABELS)
  .map(([group, label]) => ({
    label,
    kinds: LICENCE_KINDS.filter(
      (kind) => kind.group === group && (REQUIRABLE_LICENCE_CODES as readonly string[]).includes(kind.code),
    ),
  }))
  .filter((group) => group.kinds.length > 0);
const STATE_OPTIONS = AU_STATES.map((value) => ({ value, label: AU_STATE_LABELS[value] }));

/** The server's refusal shown at its field: a field's message, or a name already used (409). */
const showAtField = (setError: UseFormSetError<SiteInput>) => (error: unknown) => {
  if (!(error instanceof ApiError)) return;
  const fields = error.body?.fields;
  if (fields?.name) setError('name', { message: fields.name });
  else if (error.status === 409) setError('name', { message: error.message });
  if (fields?.address) setError('address', { message: fields.address });
  if (fields?.state) setError('state', { message: fields.state });
  const ticket = Object.entries(fields ?? {}).find(([key]) => key.startsWith('requiredLicences'));
  if (ticket) setError('requiredLicences', { message: ticket[1] });
};

/**
 * The owner adds a site: its name (the hire's Location), address and state (their work state).
 * Given `site`, the same form edits it, filled in, with Save and Cancel (`onClose` after either).
 */
export function SiteForm({ site, onClose }: { site?: Site; onClose?: () => void }) {
  const { register, handleSubmit, reset, setError, setFocus, formState, control } = useForm<
    SiteInput,
    unknown,
    z.output<typeof siteSchema>
  >({
    resolver: zodResolver(siteSchema),
    defaultValues: site
      ? {
          name: site.name,
          address: site.address,
          state: site.state,
          requiredLicences: site.requiredLicences as SiteInput['requiredLicences'],
        }
      : EMPTY,
  });
  const chosen = useWatch({ control, name: 'requiredLicences' }) ?? [];
  const { errors } = formState;
  useDismissErrorToastsWhenFixed(Object.keys(errors).length > 0);
  const add = useAddSite(() => {
    reset(EMPTY);
    setFocus('name');
  }, showAtField(setError));
  const edit = useEditSite(() => onClose?.(), showAtField(setError));
  const pending = add.isPending || edit.isPending;
  useEffect(() => {
    if (site) setFocus('name');
  }, [site, setFocus]);

  return (
    <SectionCard
      title={site ? 'Edit Site' : 'Add Site'}
      description="A hire's Location is one of the active sites; its state is their work state."
    >
      <form
        noValidate
        aria-label={site ? `Edit site ${site.name}` : 'Add a site'}
        onSubmit={handleSubmit(
          (values) => {
            if (pending) return;
            if (!site) return add.mutate(values);
            const { name, address, state, requiredLicences } = values;
            edit.mutate({ id: site.id, changes: { name, address, state, requiredLicences } });
          },
          () =>
            toast({
              title: 'Validation Error',
              description: 'Please correct the highlighted fields.',
              variant: 'destructive',
            }),
        )}
        className="grid items-start gap-4 md:grid-cols-3"
      >
        <InputField
          label="Site name"
          isRequired
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <InputField
          label="Address"
          autoComplete="off"
          error={errors.address?.message}
          {...register('address')}
        />
        <SelectField
          label="State"
          isRequired
          placeholder="Select state"
          options={STATE_OPTIONS}
          error={errors.state?.message}
          {...register('state')}
        />
        <fieldset className="md:col-span-3">
          <legend className="text-sm font-medium text-slate-800">Required tickets</legend>
          <p className="mt-1 text-sm text-slate-600">
            A hire at this site without one is told before submitting, and HR confirms sighting each before
            approving.
          </p>
          <details className="mt-2 rounded-lg border border-slate-200 px-3">
            <summary className="min-h-11 cursor-pointer content-center text-sm font-medium text-brand-700">
              {chosen.length === 0
                ? 'None required: choose tickets'
                : `${chosen.map(shortTicketName).join(', ')}: change`}
            </summary>
            {REQUIRABLE_GROUPS.map((group) => (
              <div key={group.label} className="border-t border-slate-100 py-2">
                <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{group.label}</p>
                <div className="grid sm:grid-cols-2">
                  {group.kinds.map((kind) => (
                    <CheckboxField
                      key={kind.code}
                      label={kind.label}
                      value={kind.code}
                      {...register('requiredLicences')}
                    />
                  ))}
                </div>
              </div>
            ))}
          </details>
          {errors.requiredLicences?.message && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {errors.requiredLicences.message}
            </p>
          )}
        </fieldset>
        <div className="flex flex-wrap gap-3 md:col-start-3">
          <Button type="submit" disabled={pending} className="min-h-12 flex-1">
            {pending ? 'Saving...' : site ? 'Save' : 'Add Site'}
          </Button>
          {site && (
            <Button type="button" variant="outline" className="min-h-12 flex-1" onClick={onClose}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </SectionCard>
  );
}
