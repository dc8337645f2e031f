import type { z } from 'zod';

/** `{ 'field.path': 'first message' }` for the `fields` of a 400 answer. */
export function zodFieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
