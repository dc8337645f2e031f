import { z } from 'zod/mini';

/** Parses and returns every issue's message keyed by its dotted path ({} when valid). */
export function issueMessages(schema: z.core.$ZodType, input: unknown): Record<string, string[]> {
  const result = z.safeParse(schema, input);
  if (result.success) return {};
  const messages: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    (messages[key] ??= []).push(issue.message);
  }
  return messages;
}

export const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
