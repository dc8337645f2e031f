import {
  type Catalogue,
  entryOf,
  labelsOf,
  type MaskKind,
  revealKeys,
  type RevealKey,
  secretKeys,
} from './define-catalogue';
import { PERSONAL_INFORMATION } from './personal-information';
import { SUPERFUND_CHOICE } from './superfund-choice';
import { TAX_DECLARATION } from './tax-declaration';

// What every record's catalogue says together: the secret fields (masked, redacted, encrypted) and
// the numbers payroll may reveal. Plain constants: the browser imports them without zod.

export const RECORD_CATALOGUES: readonly Catalogue[] = [
  PERSONAL_INFORMATION,
  TAX_DECLARATION,
  SUPERFUND_CHOICE,
];

/** The numbers a payroll person or an owner may reveal (decision 029), in the order shown. */
export type RevealField = RevealKey<typeof TAX_DECLARATION> | RevealKey<typeof PERSONAL_INFORMATION>;
export const REVEAL_FIELDS = [...revealKeys(TAX_DECLARATION), ...revealKeys(PERSONAL_INFORMATION)] as [
  RevealField,
  ...RevealField[],
];

/** The numbers a reveal shows, named as the reports name them. */
const LABELS: Record<string, string> = { ...labelsOf(PERSONAL_INFORMATION), ...labelsOf(TAX_DECLARATION) };
export const REVEAL_FIELD_LABELS = Object.fromEntries(REVEAL_FIELDS.map((f) => [f, LABELS[f]])) as Record<
  RevealField,
  string
>;

/** Every secret answer's name (the same name in member, tax, super and draft answers) and its mask. */
export const secretFieldsOf = (catalogues: readonly Catalogue[]): ReadonlyMap<string, MaskKind> =>
  new Map(
    catalogues.flatMap((c) =>
      secretKeys(c).map((k) => [k, entryOf(c, k).secret?.mask ?? 'account'] as const),
    ),
  );
export const SECRET_FIELDS = secretFieldsOf(RECORD_CATALOGUES);
