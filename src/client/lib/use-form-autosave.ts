import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { DraftValues } from './offline/draft-vault';
import { useAutosave } from './use-autosave';

/**
 * Autosave for a react-hook-form form: every change to its values is kept as typed. The form
 * tells its values subscribers of changes only (typing, a choice, setValue), not of leaving a field.
 */
export function useFormAutosave<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  draftId: string,
  toDraft: (values: TValues) => DraftValues = (values) => ({ ...values }) as DraftValues,
) {
  const autosave = useAutosave(draftId);
  const { changed } = autosave;
  const toDraftRef = useRef(toDraft);
  useEffect(() => {
    toDraftRef.current = toDraft;
  });
  const { subscribe } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => changed(toDraftRef.current(values)),
      }),
    [subscribe, changed],
  );
  return autosave;
}
