import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { DetailList, type DetailRow } from '../../../components/ui/detail-list';
import { InputField } from '../../../components/ui/input-field';
import { SectionCard } from '../../../components/ui/section-card';
import { SelectField } from '../../../components/ui/select-field';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { toast } from '../../../lib/use-toast';
import type { ApplicationDetail } from '../../../../shared/answers/applications';
import type { EmployeeDates } from '../../../../shared/answers/employee';
import { APPLICATION_API, withId } from '../../../../shared/applications';
import { formatIsoDay } from '../../../../shared/date-time-format';
import {
  END_REASON_LABELS,
  END_REASONS,
  employeeEndSchema,
  employeeStartSchema,
  type EmployeeEnd,
  type EmployeeStart,
} from '../../../../shared/schemas/employee';
import { useAdminMutation } from '../use-admin-mutation';
import { applicationKey } from './applications-api';

const REASON_OPTIONS = END_REASONS.map((value) => ({ value, label: END_REASON_LABELS[value] }));
const none = <span className="text-slate-400">—</span>;

type Editing = 'start' | 'end' | null;

/**
 * The employee file (issue 42 item 1, decision 107): once approved, the application is an
 * employee record. Every staff role reads the dates; the owner and HR record the actual start
 * date and, at offboarding, the end date and why. The rest of the file is this page's other
 * sections: the signed documents, the tax and super forms, the Fair Work statements, the VEVO
 * checks, the licences and the history.
 */
export function ApplicationEmployee({ detail, mayAct }: { detail: ApplicationDetail; mayAct: boolean }) {
  const [editing, setEditing] = useState<Editing>(null);
  const { employee } = detail;
  if (!employee) return null;
  const rows: DetailRow[] = [
    ['Start date', employee.startedOn ? formatIsoDay(employee.startedOn) : none],
    ['End date', employee.endedOn ? formatIsoDay(employee.endedOn) : none],
  ];
  if (employee.endReason) rows.push(['Reason', END_REASON_LABELS[employee.endReason]]);
  return (
    <SectionCard
      title="Employee"
      description={
        employee.startedOn
          ? employee.endedOn
            ? 'Employment ended. The record is kept for its retention period.'
            : 'Employed. Record the end date when the employment ends.'
          : 'Approved: record the day the employee actually started.'
      }
    >
      <div data-testid="employee-dates">
        <DetailList rows={rows} />
      </div>
      {editing === 'start' && (
        <StartForm id={detail.application.id} employee={employee} onClose={() => setEditing(null)} />
      )}
      {editing === 'end' && (
        <EndForm id={detail.application.id} employee={employee} onClose={() => setEditing(null)} />
      )}
      {mayAct && editing === null && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setEditing('start')}>
            {employee.startedOn ? 'Change start date' : 'Record start date'}
          </Button>
          {employee.startedOn && (
            <Button variant="outline" onClick={() => setEditing('end')}>
              {employee.endedOn ? 'Change end date' : 'Record end date'}
            </Button>
          )}
        </div>
      )}
    </SectionCard>
  );
}

/** Saves one of the two forms; a field's refusal is shown under the field. */
function useSaveDates<T extends object>(
  id: string,
  path: string,
  onSaved: () => void,
  onFields: (fields: Record<string, string>) => void,
  title: string,
) {
  return useAdminMutation({
    listKey: applicationKey(id),
    mutationFn: (values: T) => apiRequest<EmployeeDates>('PUT', withId(path, id), values),
    onSuccess: () => {
      toast({ title, description: "Recorded in the employee's history, with your name and the time." });
      onSaved();
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.body?.fields : undefined;
      if (fields) onFields(fields);
    },
    errorTitle: 'Not Saved',
    errorFallback: 'Failed to save the date',
  });
}

function FormButtons({
  isPending,
  label,
  onClose,
}: {
  isPending: boolean;
  label: string;
  onClose: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-3 sm:col-span-2">
      <Button type="submit" disabled={isPending}>
        {isPending ? 'Saving...' : label}
      </Button>
      <Button type="button" variant="outline" onClick={onClose}>
        Cancel
      </Button>
    </div>
  );
}

function StartForm({ id, employee, onClose }: { id: string; employee: EmployeeDates; onClose: () => void }) {
  const form = useForm<EmployeeStart>({
    resolver: zodResolver(employeeStartSchema),
    defaultValues: { startedOn: employee.startedOn ?? '' },
  });
  const save = useSaveDates<EmployeeStart>(
    id,
    APPLICATION_API.employeeStart,
    onClose,
    (fields) => fields.startedOn && form.setError('startedOn', { message: fields.startedOn }),
    'Start Date Saved',
  );
  return (
    <form
      noValidate
      aria-label="Start date"
      className="mt-3 grid items-start gap-4 sm:grid-cols-2"
      onSubmit={form.handleSubmit((values) => !save.isPending && save.mutate(values))}
    >
      <InputField
        label="Start date"
        isRequired
        type="date"
        hint="The day the employee actually started."
        error={form.formState.errors.startedOn?.message}
        {...form.register('startedOn')}
      />
      <FormButtons isPending={save.isPending} label="Save Start Date" onClose={onClose} />
    </form>
  );
}

/** The server's checks, with the reason as the select holds it: '' until chosen. */
const endFormSchema = z.object({
  endedOn: employeeEndSchema.shape.endedOn,
  endReason: z.pipe(z.string(), employeeEndSchema.shape.endReason),
});
type EndValues = z.input<typeof endFormSchema>;

function EndForm({ id, employee, onClose }: { id: string; employee: EmployeeDates; onClose: () => void }) {
  const form = useForm<EndValues, unknown, EmployeeEnd>({
    resolver: zodResolver(endFormSchema),
    defaultValues: { endedOn: employee.endedOn ?? '', endReason: employee.endReason ?? '' },
  });
  const save = useSaveDates<EmployeeEnd>(
    id,
    APPLICATION_API.employeeEnd,
    onClose,
    (fields) => fields.endedOn && form.setError('endedOn', { message: fields.endedOn }),
    'End Date Saved',
  );
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label="End of employment"
      className="mt-3 grid items-start gap-4 sm:grid-cols-2"
      onSubmit={form.handleSubmit((values) => !save.isPending && save.mutate(values))}
    >
      <InputField
        label="End date"
        isRequired
        type="date"
        hint="The last day of employment."
        error={errors.endedOn?.message}
        {...form.register('endedOn')}
      />
      <SelectField
        label="Reason"
        isRequired
        placeholder="Select reason"
        options={REASON_OPTIONS}
        error={errors.endReason?.message}
        {...form.register('endReason')}
      />
      <FormButtons isPending={save.isPending} label="Save End Date" onClose={onClose} />
    </form>
  );
}
