import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { InputField } from '../../../components/ui/input-field';
import { SelectField } from '../../../components/ui/select-field';
import { ApiError, postJson } from '../../../lib/api-client';
import { toast } from '../../../lib/use-toast';
import { VEVO_RESULT_LABELS, VEVO_RESULTS } from '../../../../shared/choice-labels';
import type { RetentionMember } from '../../../../shared/answers/retention';
import { type VevoCheckInput, vevoCheckSchema } from '../../../../shared/schemas/vevo';
import { useAdminMutation } from '../use-admin-mutation';
import { RETENTION_KEY } from './retention-api';

type Errors = Partial<Record<keyof VevoCheckInput, string>>;

const RESULT_OPTIONS = VEVO_RESULTS.map((value) => ({ value, label: VEVO_RESULT_LABELS[value] }));

/** Whose check it is: a retention row, or an application's member (issue 35 item 12). */
export type VevoCheckSubject = Pick<RetentionMember, 'id' | 'fullName' | 'vevoCheck'>;

function useRecordVevoCheck(onDone: () => void, onFields: (fields: Errors) => void) {
  return useAdminMutation({
    listKey: RETENTION_KEY,
    mutationFn: ({ memberId, ...body }: VevoCheckInput & { memberId: string }) =>
      postJson<RetentionMember>(`/api/admin/vevo-check/${memberId}`, body),
    onSuccess: () => {
      toast({ title: 'VEVO Check Recorded', description: 'The work rights check is saved with this record' });
      onDone();
    },
    // The server's refusals at their fields too (a date in the future, issue 40).
    onError: (error) => {
      if (error instanceof ApiError && error.body?.fields) onFields(error.body.fields as Errors);
    },
    errorTitle: 'Error',
    errorFallback: 'Failed to record the VEVO check',
  });
}

/** The employer's check of a visa holder's work rights in VEVO (issue 22 §3, decision 032). */
export function VevoCheckDialog({
  member,
  initialName,
  onNameUsed,
  onClose,
}: {
  member: VevoCheckSubject;
  initialName: string;
  onNameUsed: (name: string) => void;
  onClose: () => void;
}) {
  const last = member.vevoCheck;
  const [values, setValues] = useState({
    checkedOn: '',
    result: '',
    reference: '',
    conditions: '',
    officer: initialName,
  });
  const [errors, setErrors] = useState<Errors>({});
  const record = useRecordVevoCheck(onClose, setErrors);
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (record.isPending) return;
    const parsed = vevoCheckSchema.safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof VevoCheckInput;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onNameUsed(parsed.data.officer);
    record.mutate({ memberId: member.id, ...parsed.data });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !record.isPending && onClose()}>
      <DialogContent
        title="Record VEVO Check"
        description={`Record the check of ${member.fullName}'s work rights in VEVO (Visa Entitlement Verification Online).${last ? ' It replaces the check recorded before.' : ''}`}
      >
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <InputField
            label="Date of check"
            type="date"
            isRequired
            value={values.checkedOn}
            error={errors.checkedOn}
            onChange={set('checkedOn')}
          />
          <SelectField
            label="Result"
            isRequired
            placeholder="Select the result"
            options={RESULT_OPTIONS}
            value={values.result}
            error={errors.result}
            onChange={set('result')}
          />
          <InputField
            label="VEVO reference"
            isRequired
            autoComplete="off"
            value={values.reference}
            error={errors.reference}
            onChange={set('reference')}
          />
          <InputField
            label="Work conditions"
            autoComplete="off"
            hint="The conditions VEVO shows, e.g. 8105, 8547; blank for none"
            value={values.conditions}
            error={errors.conditions}
            onChange={set('conditions')}
          />
          <InputField
            label="Officer name"
            isRequired
            autoComplete="name"
            value={values.officer}
            error={errors.officer}
            onChange={set('officer')}
          />
          <DialogActions>
            <DialogClose asChild>
              <Button variant="outline" disabled={record.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={record.isPending}>
              {record.isPending ? 'Saving...' : 'Save VEVO Check'}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
