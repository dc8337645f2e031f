import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/input-field';
import { SectionCard } from '../../../components/ui/section-card';
import { SelectField } from '../../../components/ui/select-field';
import { ApiError } from '../../../lib/api-client';
import { toast, useDismissErrorToastsWhenFixed } from '../../../lib/use-toast';
import type { z } from 'zod/mini';
import { AU_STATES, AU_STATE_LABELS, siteSchema, type SiteInput } from '../../../../shared/schemas/site';
import { useAddSite } from './site-api';

// The state starts unchosen: the select's placeholder, refused with the schema's message.
const EMPTY: Partial<SiteInput> = { name: '', address: '' };
const STATE_OPTIONS = AU_STATES.map((value) => ({ value, label: AU_STATE_LABELS[value] }));

/** The owner adds a site: its name (the hire's Location), address and state (their work state). */
export function SiteForm() {
  const { register, handleSubmit, reset, setError, setFocus, formState } = useForm<
    SiteInput,
    unknown,
    z.output<typeof siteSchema>
  >({
    resolver: zodResolver(siteSchema),
    defaultValues: EMPTY,
  });
  const { errors } = formState;
  useDismissErrorToastsWhenFixed(Object.keys(errors).length > 0);
  const add = useAddSite(
    () => {
      reset(EMPTY);
      setFocus('name');
    },
    (error) => {
      const fields = error instanceof ApiError ? error.body?.fields : undefined;
      if (fields?.name) setError('name', { message: fields.name });
    },
  );

  return (
    <SectionCard
      title="Add Site"
      description="A hire's Location is one of the active sites; its state is their work state."
    >
      <form
        noValidate
        aria-label="Add a site"
        onSubmit={handleSubmit(
          (values) => !add.isPending && add.mutate(values),
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
        <Button type="submit" disabled={add.isPending} className="min-h-12 md:col-start-3">
          {add.isPending ? 'Saving...' : 'Add Site'}
        </Button>
      </form>
    </SectionCard>
  );
}
