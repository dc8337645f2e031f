import { useReducer, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';
import { safeParse, type z } from 'zod/mini';

// The employee forms' own form hook (docs/decisions/013-zod-mini-and-own-form-hook.md): what
// they used of react-hook-form with its zod resolver, and nothing else, at a fraction of its
// size in the browser. Inputs stay uncontrolled: register() hands a field its name, ref and
// handlers, and the DOM is written only when a field first mounts or setValue() changes it.
// When errors show is react-hook-form's `mode: 'onTouched'`: a field is checked when it loses
// focus and on every change once it has lost focus; after a submit, on every change only.

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type FormValues = object;
type Plain = Record<string, unknown>;

export interface FieldError {
  message: string;
}
export type FieldErrors<TValues> = Partial<Record<keyof TValues, FieldError>>;

/** What `{...register('name')}` spreads onto an input, select or textarea. */
export interface FieldRegistration {
  name: string;
  ref: (element: FieldElement | null) => void;
  onChange: (event: ChangeEvent<FieldElement>) => void;
  onBlur: (event: FocusEvent<FieldElement>) => void;
}

export interface SetValueOptions {
  shouldDirty?: boolean;
  shouldValidate?: boolean;
}

export interface ZodForm<TValues extends FormValues, TOutput> {
  register: (name: keyof TValues & string) => FieldRegistration;
  formState: { errors: FieldErrors<TValues>; isDirty: boolean; isSubmitted: boolean };
  /** The values as of this render (the form re-renders on every change). */
  values: TValues;
  getValues: () => TValues;
  setValue: <K extends keyof TValues & string>(name: K, value: TValues[K], options?: SetValueOptions) => void;
  setError: (name: keyof TValues & string, error: FieldError, options?: { shouldFocus?: boolean }) => void;
  setFocus: (name: keyof TValues & string) => void;
  /** Checks the whole form; valid: `onValid(parsed)`, else `onInvalid(errors)` and the first invalid field gets focus. */
  handleSubmit: (
    onValid: (values: TOutput) => unknown,
    onInvalid?: (errors: FieldErrors<TValues>) => unknown,
  ) => (event?: FormEvent) => Promise<void>;
  /** Calls `listener` with every change of the values; returns the unsubscribe. */
  subscribe: (listener: (values: TValues) => void) => () => void;
}

const sameValues = (a: Plain, b: Plain) =>
  Object.keys({ ...a, ...b }).every((key) => Object.is(a[key], b[key]));

/** The first message per field, as react-hook-form's zod resolver kept them. */
function parse<TOutput>(schema: z.core.$ZodType<TOutput>, values: object) {
  const result = safeParse(schema, values);
  const errors: Record<string, FieldError> = {};
  if (!result.success) {
    for (const issue of result.error.issues) errors[issue.path.join('.')] ??= { message: issue.message };
  }
  return { result, errors };
}

function readValue(element: FieldElement, current: unknown): unknown {
  if (element instanceof HTMLInputElement && element.type === 'checkbox') return element.checked;
  if (element instanceof HTMLInputElement && element.type === 'radio') {
    return element.checked ? element.value : current;
  }
  return element.value;
}

function writeValue(element: FieldElement, value: unknown) {
  if (element instanceof HTMLInputElement && element.type === 'checkbox') element.checked = !!value;
  else if (element instanceof HTMLInputElement && element.type === 'radio') {
    element.checked = element.value === value;
  } else element.value = value == null ? '' : String(value);
}

class FormStore<TValues extends FormValues, TOutput> {
  values: Plain;
  errors: Record<string, FieldError> = {};
  isDirty = false;
  isSubmitted = false;
  private readonly touched = new Set<string>();
  /** Each registered field's elements, in the order the fields were first registered. */
  private readonly elements = new Map<string, Set<FieldElement>>();
  private readonly registrations = new Map<string, FieldRegistration>();
  private readonly listeners = new Set<(values: TValues) => void>();

  constructor(
    readonly schema: z.core.$ZodType<TOutput>,
    readonly defaults: Plain,
    readonly render: () => void,
  ) {
    this.values = { ...defaults };
  }

  register(name: string): FieldRegistration {
    let registration = this.registrations.get(name);
    if (registration) return registration;
    const elements = new Set<FieldElement>();
    this.elements.set(name, elements);
    registration = {
      name,
      ref: (element) => {
        for (const known of elements) if (!known.isConnected) elements.delete(known);
        if (!element || elements.has(element)) return;
        elements.add(element);
        writeValue(element, this.values[name]);
      },
      onChange: (event) => this.onFieldEvent(name, event.target, false),
      onBlur: (event) => this.onFieldEvent(name, event.target, true),
    };
    this.registrations.set(name, registration);
    return registration;
  }

  private onFieldEvent(name: string, element: FieldElement, isBlur: boolean) {
    const wasTouched = this.touched.has(name);
    const shouldValidate = this.isSubmitted ? !isBlur : isBlur || wasTouched;
    const value = readValue(element, this.values[name]);
    const isChanged = !Object.is(value, this.values[name]);
    this.values = { ...this.values, [name]: value };
    if (isBlur) this.touched.add(name);
    else {
      this.isDirty = !sameValues(this.values, this.defaults);
      if (isChanged) this.emit();
    }
    if (shouldValidate) this.validateField(name);
    this.render();
  }

  private emit() {
    for (const listener of this.listeners) listener({ ...this.values } as TValues);
  }

  validateField(name: string) {
    const error = parse(this.schema, this.values).errors[name];
    const next = { ...this.errors };
    if (error) next[name] = error;
    else delete next[name];
    this.errors = next;
  }

  setValue(name: string, value: unknown, options: SetValueOptions = {}) {
    if (!Object.is(value, this.values[name])) {
      this.values = { ...this.values, [name]: value };
      for (const element of this.elements.get(name) ?? []) writeValue(element, value);
      this.emit();
    }
    if (options.shouldDirty) this.isDirty = !sameValues(this.values, this.defaults);
    if (options.shouldValidate) this.validateField(name);
    this.render();
  }

  setError(name: string, error: FieldError, shouldFocus?: boolean) {
    this.errors = { ...this.errors, [name]: { message: error.message } };
    this.render();
    if (shouldFocus) this.focus(name);
  }

  focus(name: string): boolean {
    for (const element of this.elements.get(name) ?? []) {
      if (element.isConnected) {
        element.focus();
        return true;
      }
    }
    return false;
  }

  private focusFirstError = () => {
    for (const name of this.elements.keys()) if (this.errors[name] && this.focus(name)) return;
  };

  handleSubmit =
    (onValid: (values: TOutput) => unknown, onInvalid?: (errors: FieldErrors<TValues>) => unknown) =>
    async (event?: FormEvent) => {
      event?.preventDefault();
      const { result, errors } = parse(this.schema, this.values);
      this.errors = errors;
      this.render();
      try {
        if (result.success) await onValid(result.data);
        else {
          await onInvalid?.({ ...errors } as FieldErrors<TValues>);
          this.focusFirstError();
          setTimeout(this.focusFirstError);
        }
      } finally {
        this.isSubmitted = true;
        this.render();
      }
    };

  subscribe(listener: (values: TValues) => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
}

/**
 * A form checked by a zod schema (`schema` parses the form's values into `TOutput`), started
 * from `defaultValues`; the values are kept when a field is hidden, and checked with the rest.
 */
export function useZodForm<TValues extends FormValues, TOutput>(options: {
  schema: z.core.$ZodType<TOutput>;
  defaultValues: TValues;
}): ZodForm<TValues, TOutput> {
  const [, render] = useReducer((n: number) => n + 1, 0);
  const [store] = useState(
    () => new FormStore<TValues, TOutput>(options.schema, options.defaultValues as Plain, render),
  );
  const [api] = useState(() => ({
    register: (name: keyof TValues & string) => store.register(name),
    getValues: () => ({ ...store.values }) as TValues,
    setValue: <K extends keyof TValues & string>(name: K, value: TValues[K], o?: SetValueOptions) =>
      store.setValue(name, value, o),
    setError: (name: keyof TValues & string, error: FieldError, o?: { shouldFocus?: boolean }) =>
      store.setError(name, error, o?.shouldFocus),
    // As react-hook-form's: after the current event (a closing dialog hands focus back first).
    setFocus: (name: keyof TValues & string) => void setTimeout(() => store.focus(name)),
    handleSubmit: store.handleSubmit,
    subscribe: (listener: (values: TValues) => void) => store.subscribe(listener),
  }));
  return {
    ...api,
    values: store.values as TValues,
    formState: {
      errors: store.errors as FieldErrors<TValues>,
      isDirty: store.isDirty,
      isSubmitted: store.isSubmitted,
    },
  };
}
