import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { InputField } from '../../../components/ui/input-field';
import { SectionCard } from '../../../components/ui/section-card';
import { toast, useDismissErrorToastsWhenFixed } from '../../../lib/use-toast';
import { STAFF_ROLES } from '../../../../shared/staff-roles';
import { newStaffFormSchema, type NewStaffOutput, type NewStaffValues } from './staff-form-schemas';
import { ROLE_HINTS, ROLE_LABELS, useAddStaff } from './staff-api';

type StaffFormValues = NewStaffValues;
const EMPTY = { name: '', email: '', role: 'hr' } as const satisfies StaffFormValues;
const EMPTY_OWNER = { name: '', email: '', role: 'owner' } as const satisfies StaffFormValues;

/**
 * Adds a person; the server emails them the one-time link to set up their sign-in. `ownerOnly`:
 * the setup access code's form, which adds an owner and nobody else (issue 36 item 6).
 */
export function StaffForm({ ownerOnly = false }: { ownerOnly?: boolean }) {
  const empty = ownerOnly ? EMPTY_OWNER : EMPTY;
  const roles = ownerOnly ? (['owner'] as const) : STAFF_ROLES;
  const { register, handleSubmit, reset, setFocus, formState } = useForm<
    StaffFormValues,
    unknown,
    NewStaffOutput
  >({
    resolver: zodResolver(newStaffFormSchema),
    defaultValues: empty,
  });
  const add = useAddStaff(() => {
    reset(empty);
    setFocus('name');
  });
  const { errors } = formState;
  useDismissErrorToastsWhenFixed(Object.keys(errors).length > 0);

  return (
    <SectionCard
      title={ownerOnly ? 'Add the Owner' : 'Add Staff Member'}
      description="They get an email with a one-time link (24 hours) to set up a passkey, or a password and an authenticator app."
    >
      <form
        noValidate
        onSubmit={handleSubmit(
          (values) => !add.isPending && add.mutate(values),
          () =>
            toast({
              title: 'Validation Error',
              description: 'Please enter a name, a valid email address and a role.',
              variant: 'destructive',
            }),
        )}
        className="grid items-start gap-4 md:grid-cols-[1fr_1fr_12rem_auto]"
      >
        <InputField label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
        <InputField
          label="Email"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <Field label="Role" error={errors.role?.message}>
          {(control) => (
            <select {...control} {...register('role')}>
              {roles.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit" disabled={add.isPending} className="min-h-12 whitespace-nowrap md:mt-6.5">
          {add.isPending ? 'Adding...' : ownerOnly ? 'Add Owner' : 'Add Staff Member'}
        </Button>
      </form>
      <ul className="mt-4 space-y-1 text-sm text-slate-600">
        {roles.map((role) => (
          <li key={role}>
            <strong className="font-semibold text-slate-800">{ROLE_LABELS[role]}:</strong> {ROLE_HINTS[role]}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
