import { describe, expect, it } from 'vitest';
import { catalogueKeys, defineCatalogue, secretKeys } from '../../src/shared/catalogue/define-catalogue';
import { PERSONAL_INFORMATION } from '../../src/shared/catalogue/personal-information';
import { REVEAL_FIELDS, SECRET_FIELDS } from '../../src/shared/catalogue/records';
import { SUPERFUND_CHOICE } from '../../src/shared/catalogue/superfund-choice';
import { TAX_DECLARATION } from '../../src/shared/catalogue/tax-declaration';
import { WIZARD_STEP_SCHEMAS } from '../../src/shared/schemas/team-member';
import { superfundChoiceSchema } from '../../src/shared/schemas/superfund-choice';
import { taxDeclarationSchema } from '../../src/shared/schemas/tax-declaration';
import { LOG_REDACT_PATHS } from '../../src/server/log-redact';
import { MEMBER_CELLS } from '../../src/server/services/excel/member-cells';

// Issue 38 item 1: every answer is defined once, in its record's catalogue (shared/catalogue/*).
// A step-schema key without an entry, or an entry for no key, fails here (and at compile time:
// defineCatalogue is typed against the step schema's keys).

/** The keys a step schema holds that are evidence or routing, not answers: the drawn marks, the email of a task's URL. */
const NOT_ANSWERS = {
  personal: ['signature'],
  tax: ['email', 'taxDeclarationSignature'],
  super: ['email', 'superfundSignature'],
} as const;
/** Answers the server keeps that no step asks: the photo (multipart), the declaration's date (the day signed). */
const RECORD_ONLY = { personal: ['profilePhotoFileId'], tax: ['taxDeclarationDate'], super: [] } as const;

const shapeKeys = (schema: { shape: object }) => Object.keys(schema.shape);
const wizardKeys = Object.values(WIZARD_STEP_SCHEMAS).flatMap((schema) => shapeKeys(schema()));

const CASES = [
  ['personal', PERSONAL_INFORMATION, wizardKeys],
  ['tax', TAX_DECLARATION, shapeKeys(taxDeclarationSchema)],
  ['super', SUPERFUND_CHOICE, shapeKeys(superfundChoiceSchema)],
] as const;

describe('record catalogues', () => {
  it.each(CASES)(
    '%s: every step-schema answer has an entry, and every entry is an answer',
    (name, catalogue, keys) => {
      const answers = keys.filter((key) => !(NOT_ANSWERS[name] as readonly string[]).includes(key));
      const expected = [...answers, ...RECORD_ONLY[name]].sort();
      expect(catalogueKeys(catalogue).sort()).toEqual(expected);
    },
  );

  it('refuses a misspelt or a missing key at compile time', () => {
    const define = defineCatalogue<'fullName' | 'mobile'>();
    // @ts-expect-error 'fulName' is not a key of the step schema.
    define({ fulName: { section: 'S', label: 'Full name' }, mobile: { section: 'S', label: 'Mobile' } });
    // @ts-expect-error 'mobile' has no entry.
    define({ fullName: { section: 'S', label: 'Full name' } });
    expect(true).toBe(true);
  });

  it('derives the secret lists: masked, redacted from logs, encrypted, revealed', () => {
    expect([...SECRET_FIELDS.keys()].sort()).toEqual(
      [
        'bankAccountNumber',
        'bankBSB',
        'smsfAccountNumber',
        'smsfBSB',
        'taxFileNumber',
        'visaNumber',
        'visaPassportNumber',
        'visaImmiCardNumber',
      ].sort(),
    );
    for (const field of SECRET_FIELDS.keys()) expect(LOG_REDACT_PATHS).toContain(`*.${field}`);
    expect(secretKeys(PERSONAL_INFORMATION)).toEqual([
      'visaNumber',
      'visaPassportNumber',
      'visaImmiCardNumber',
      'bankBSB',
      'bankAccountNumber',
    ]);
    expect(REVEAL_FIELDS).toEqual(['taxFileNumber', 'bankBSB', 'bankAccountNumber']);
    const encrypted = MEMBER_CELLS.filter((c) => c.encrypted).map((c) => c.source);
    expect(encrypted).toEqual([
      'm.visaNumber',
      'm.visaPassportNumber',
      'm.visaImmiCardNumber',
      'm.bankBSB',
      'm.bankAccountNumber',
      'tax.taxFileNumber',
      'calc.superTaxFileNumber',
      'sf.smsfBSB',
      'sf.smsfAccountNumber',
    ]);
  });

  it('gives every answer with an Excel column a distinct header', () => {
    const headers = MEMBER_CELLS.map((c) => c.header);
    expect(new Set(headers).size).toBe(headers.length);
  });
});
