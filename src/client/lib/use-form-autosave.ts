import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { DraftValues } from './draft-autosave';
import { useAutosave } from './use-autosave';

/** Autosave for a react-hook-form form: every change to its values is kept as typed. */
export function useFormAutosave<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  draftId: string,
  toDraft: (values: TValues) => DraftValues = (values) => values,
) {
  const autosave = useAutosave(draftId);
  const { changed } = autosave;
  const toDraftRef = useRef(toDraft);
  useEffect(() => {
    toDraftRef.current = toDraft;
  });
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => changed(toDraftRef.current(values)),
      }),
    [form, changed],
  );
  return autosave;
}
