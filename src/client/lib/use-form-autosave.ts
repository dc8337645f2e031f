import { useEffect, useRef } from 'react';
import type { DraftValues } from './draft-autosave';
import { useAutosave } from './use-autosave';
import type { ZodForm } from './use-zod-form';

/** Autosave for a form of useZodForm: every change to its values is kept as typed. */
export function useFormAutosave<TValues extends object, TOutput>(
  form: ZodForm<TValues, TOutput>,
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
  useEffect(() => subscribe((values) => changed(toDraftRef.current(values))), [subscribe, changed]);
  return autosave;
}
