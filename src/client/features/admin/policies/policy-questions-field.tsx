import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { InputField } from '../../../components/ui/input-field';
import { Field } from '../../../components/ui/field';
import type { PolicyFormValues } from './policy-form-schema';

interface PolicyQuestionsFieldProps {
  control: Control<PolicyFormValues>;
  register: UseFormRegister<PolicyFormValues>;
  errors: FieldErrors<PolicyFormValues>['questions'];
}

/** Questions an employee answers under the policy; each optional or required, in words or Yes/No. */
export function PolicyQuestionsField({ control, register, errors }: PolicyQuestionsFieldProps) {
  // The form's own `id` is the server's question id, so the row key lives under another name.
  const { fields, append, remove } = useFieldArray({ control, name: 'questions', keyName: 'rowKey' });

  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">Employee Questions</legend>
      <p className="text-sm text-slate-600">
        Shown to the employee after the document has been read. Required questions must be answered.
      </p>
      {fields.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">No questions yet.</p>
      ) : (
        <ol className="mt-3 space-y-4">
          {fields.map((field, index) => (
            <li key={field.rowKey} className="rounded-xl bg-slate-50 p-3">
              <InputField
                label={`Question ${index + 1}`}
                error={errors?.[index]?.question?.message}
                {...register(`questions.${index}.question`)}
              />
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                <CheckboxField label="Required" {...register(`questions.${index}.required`)} />
                <Field label="Answered">
                  {(select) => (
                    <select {...select} {...register(`questions.${index}.kind`)}>
                      <option value="text">In words</option>
                      <option value="yes-no">Yes or No</option>
                      <option value="understand">Yes, I understand / No, I have a question for HR</option>
                    </select>
                  )}
                </Field>
                <Button variant="danger-ghost" onClick={() => remove(index)}>
                  Remove<span className="sr-only"> question {index + 1}</span>
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <Button
        variant="secondary"
        className="mt-4"
        onClick={() => append({ question: '', required: false, kind: 'text' })}
      >
        Add Question
      </Button>
    </fieldset>
  );
}
