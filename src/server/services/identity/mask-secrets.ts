import { SCREEN_MASKS } from '../../../shared/catalogue/masks';
import { SECRET_FIELDS as SECRET_MASKS } from '../../../shared/catalogue/records';
import { isMaskedValue } from '../../../shared/masked-numbers';

/**
 * The numbers a submitted application keeps from a session without a step-up window (DESIGN.md
 * §3.2), by field name: the same names in member, tax, super and draft answers. The record
 * catalogues' secret answers.
 */
const SECRET_FIELDS = Object.fromEntries(
  [...SECRET_MASKS].map(([field, kind]) => [field, SCREEN_MASKS[kind]]),
);

/** A copy of an answer with its secret numbers masked; `masked: true` tells the screens so. */
export function maskSecrets<T extends Record<string, unknown>>(answer: T): T & { masked: true } {
  const out: Record<string, unknown> = { ...answer, masked: true };
  for (const [field, mask] of Object.entries(SECRET_FIELDS)) {
    const value = out[field];
    if (typeof value === 'string' && value !== '') out[field] = mask(value);
  }
  return out as T & { masked: true };
}

/** The answer as it may be shown to this session: in full, or masked. */
export const shownSecrets = <T extends Record<string, unknown>>(answer: T, masked: boolean) =>
  masked ? maskSecrets(answer) : { ...answer, masked: false };

/**
 * A draft save whose secret fields still hold the masked text keeps the stored numbers: a form
 * never saves a mask back as if it were the number.
 */
export function keepStoredSecrets(
  data: Record<string, unknown>,
  stored: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const out = { ...data };
  for (const field of Object.keys(SECRET_FIELDS)) {
    if (!isMaskedValue(out[field])) continue;
    if (stored && typeof stored[field] === 'string') out[field] = stored[field];
    else delete out[field];
  }
  return out;
}
