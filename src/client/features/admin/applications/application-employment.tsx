import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { z } from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { DetailList } from '../../../components/ui/detail-list';
import { SectionCard } from '../../../components/ui/section-card';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { toast } from '../../../lib/use-toast';
import type { ApplicationDetail } from '../../../../shared/answers/applications';
import type { EmploymentView } from '../../../../shared/answers/employment';
import { APPLICATION_API, withId } from '../../../../shared/applications';
import { employmentRows } from '../../../../shared/employment/employment-words';
import { employmentDetailsSchema, type EmploymentDetailsInput } from '../../../../shared/schemas/employment';
import { useAdminMutation } from '../use-admin-mutation';
import { applicationKey } from './applications-api';
import { EMPTY_EMPLOYMENT, EmploymentFields } from './employment-fields';

const formSchema = z.object({ employment: employmentDetailsSchema });
type Values = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;

/**
 * The employer's side of the employment (decision 099): shown to every staff role, given or
 * changed by the owner and HR until approval (payroll then works from it).
 */
export function ApplicationEmployment({ detail, mayAct }: { detail: ApplicationDetail; mayAct: boolean }) {
  const [isEditing, setIsEditing] = useState(false);
  const { employment } = detail.employment;
  const mayEdit = mayAct && detail.application.state !== 'approved';
  return (
    <SectionCard
      title="Employment"
      description={employment ? undefined : 'Not given yet: the award, pay rate and hours payroll needs.'}
    >
      {isEditing ? (
        <EmploymentForm detail={detail} onClose={() => setIsEditing(false)} />
      ) : (
        <>
          {employment && <DetailList rows={employmentRows(employment, detail.employment)} />}
          {mayEdit && (
            <Button variant="outline" className="mt-3" onClick={() => setIsEditing(true)}>
              {employment ? 'Edit employment details' : 'Add employment details'}
            </Button>
          )}
        </>
      )}
    </SectionCard>
  );
}

function EmploymentForm({ detail, onClose }: { detail: ApplicationDetail; onClose: () => void }) {
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      employment: (detail.employment.employment as EmploymentDetailsInput | null) ?? EMPTY_EMPLOYMENT,
    },
  });
  const id = detail.application.id;
  const save = useAdminMutation({
    listKey: applicationKey(id),
    mutationFn: (values: Output) =>
      apiRequest<EmploymentView>('PUT', withId(APPLICATION_API.employment, id), values.employment),
    onSuccess: () => {
      toast({ title: 'Employment Details Saved', description: 'Payroll will work from these.' });
      onClose();
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.body?.fields : undefined;
      for (const [key, message] of Object.entries(fields ?? {}))
        form.setError(`employment.${key}` as Path<Values>, { message });
    },
    errorTitle: 'Not Saved',
    errorFallback: 'Failed to save the employment details',
  });
  return (
    <form
      noValidate
      aria-label="Employment details"
      className="grid items-start gap-4 sm:grid-cols-2"
      onSubmit={form.handleSubmit((values) => !save.isPending && save.mutate(values))}
    >
      <EmploymentFields form={form} lslNumberLabel={detail.employment.lslScheme?.numberLabel} />
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Employment Details'}
        </Button>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
