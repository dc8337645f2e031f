import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import ICU from 'i18next-icu';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { LANGUAGES } from '../../src/shared/i18n/languages';
import { EN_RESOURCES } from '../../src/shared/i18n/resources';
import { validationKeyOf } from '../../src/shared/i18n/validation-messages';
import { addressSchema } from '../../src/shared/schemas/address';
import { bankDetailsSchema } from '../../src/shared/schemas/bank-details';
import { basicInfoSchema } from '../../src/shared/schemas/basic-info';
import { licenceInputSchema } from '../../src/shared/schemas/card-details';
import { confirmationSchema } from '../../src/shared/schemas/confirmation';
import { emergencyContactSchema } from '../../src/shared/schemas/emergency-contact';
import { medicalDeclarationSchema } from '../../src/shared/schemas/medical-declaration';
import { personalStatusSchema } from '../../src/shared/schemas/personal-status';
import { policyAcknowledgmentSchema } from '../../src/shared/schemas/policy-acknowledgment';
import { positionDetailsSchema } from '../../src/shared/schemas/position-details';
import { superfundChoiceSchema } from '../../src/shared/schemas/superfund-choice';
import { taxDeclarationSchema } from '../../src/shared/schemas/tax-declaration';
import { PNG } from './issue-messages';

// Issue 43 item 1: the shared schemas' messages stay English (the server answers with them and the
// spec words them); a hire reads each in their language through its key in the `validation`
// namespace, whose English is the message exactly. This fails when a message a hire can see has
// no key there: every message written in the hire's schemas, and every message they give for what
// a hire can type or choose.

const ROOT = path.resolve(__dirname, '../..');

/** The schemas of the hire's forms, and the modules their messages come from. */
const HIRE_SCHEMA_FILES = [
  'src/shared/schemas/fields.ts',
  'src/shared/schemas/address.ts',
  'src/shared/schemas/basic-info.ts',
  'src/shared/schemas/emergency-contact.ts',
  'src/shared/schemas/phone-fields.ts',
  'src/shared/schemas/personal-status.ts',
  'src/shared/schemas/card-details.ts',
  'src/shared/schemas/bank-details.ts',
  'src/shared/schemas/position-details.ts',
  'src/shared/schemas/confirmation.ts',
  'src/shared/schemas/tax-declaration.ts',
  'src/shared/schemas/superfund-choice.ts',
  'src/shared/schemas/medical-declaration.ts',
  'src/shared/schemas/policy-acknowledgment.ts',
];
/** Messages a hire's schema takes from a module that is not a hire's schema (the rest of it is staff's). */
const BORROWED = [
  ['src/shared/schemas/site.ts', 'LOCATION_REQUIRED'],
  ['src/shared/super-funds/smsf-esa-aliases.ts', 'ESA_INVALID'],
] as const;

/**
 * The sentences these modules export that are not messages but a screen's own words (a label, a
 * hint), in that screen's namespace: a new exported sentence is a message until listed here.
 */
const NOT_MESSAGES = new Set(['POSTAL_DIFFERENT_LABEL', 'DEFAULT_FUND_HINT', 'TFN_FROM_TAX_DECLARATION']);

/** A message: a sentence, not a code ('custom', 'yes') or a pattern. */
const isSentence = (text: string) => /^[A-Z]/.test(text) && /\s/.test(text);

/** A template's text with each `${...}` as an ICU argument, and as a number, to look up. */
const templateText = (node: ts.TemplateExpression) =>
  [node.head.text, ...node.templateSpans.map((span) => `200${span.literal.text}`)].join('');

/**
 * Every message a hire's schema module writes: the strings it passes to a call or gives as
 * `message`/`error`, the constants it passes there by name, every sentence it exports (but those
 * in NOT_MESSAGES), every sentence built from a template, and the strings of its message tables
 * (`*_MESSAGES`, `*_TOAST`).
 */
function writtenMessages(): Map<string, string> {
  const found = new Map<string, string>();
  const constants = new Map<string, string>();
  const named = new Set<string>();
  for (const file of HIRE_SCHEMA_FILES) {
    const source = ts.createSourceFile(
      file,
      fs.readFileSync(path.join(ROOT, file), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const where = (node: ts.Node) =>
      `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const take = (node: ts.Expression) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        if (isSentence(node.text)) found.set(node.text, where(node));
      } else if (ts.isTemplateExpression(node)) {
        const text = templateText(node);
        if (isSentence(text)) found.set(text, where(node));
      } else if (ts.isIdentifier(node)) {
        named.add(node.text);
      }
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) node.arguments.forEach(take);
      if (ts.isTemplateExpression(node)) take(node);
      if (
        ts.isPropertyAssignment(node) &&
        ts.isIdentifier(node.name) &&
        ['message', 'error'].includes(node.name.text)
      )
        take(node.initializer);
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const name = node.name.text;
        if (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer)) {
          constants.set(name, node.initializer.text);
          const exported = ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Export;
          if (exported && !NOT_MESSAGES.has(name)) named.add(name);
        }
        // A message table: every string in it.
        if (/(MESSAGES|TOAST)$/.test(name)) {
          const table = ts.isAsExpression(node.initializer) ? node.initializer.expression : node.initializer;
          if (ts.isObjectLiteralExpression(table))
            for (const property of table.properties)
              if (ts.isPropertyAssignment(property)) take(property.initializer);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  for (const [file, name] of BORROWED) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    const match = new RegExp(`export const ${name} =\\s*(['"])(.*?)\\1;`, 's').exec(text);
    if (!match) throw new Error(`${name} is not a string constant of ${file}`);
    constants.set(name, match[2]!);
  }
  for (const name of named) {
    const value = constants.get(name);
    if (value !== undefined && isSentence(value)) found.set(value, name);
  }
  return found;
}

/** Every issue message `schema` gives for `input`. */
const issuesOf = (schema: z.core.$ZodType, input: unknown): string[] => {
  const result = z.safeParse(schema, input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

const LONG = 'x'.repeat(2100);
const HIDDEN = 'a\u202Eb';

/** What a hire can send: each form as they can fill it wrongly (text typed, a choice left unmade). */
function triggeredMessages(): Set<string> {
  const messages = new Set<string>();
  const add = (schema: z.core.$ZodType, inputs: unknown[]) => {
    for (const input of inputs) for (const message of issuesOf(schema, input)) messages.add(message);
  };
  const typed = (fields: string[], value: string) => Object.fromEntries(fields.map((f) => [f, value]));

  const basic = ['fullName', 'email', 'mobile', 'gender', 'dateOfBirth'];
  add(basicInfoSchema(), [
    {},
    typed(basic, ''),
    typed(basic, LONG),
    typed(basic, HIDDEN),
    typed(basic, '12'),
  ]);
  add(basicInfoSchema(), [{ ...typed(basic, 'Sam'), dateOfBirth: '2024-02-30', gender: 'Male' }]);

  const address = ['addrsHouseNumber', 'addrsStreetName', 'addrsSuburb', 'addrsState', 'addrsPostcode'];
  add(addressSchema(), [
    {},
    typed(address, ''),
    typed(address, LONG),
    typed(address, HIDDEN),
    typed(address, '12'),
  ]);
  add(addressSchema(), [
    { ...typed(address, '1'), addrsState: 'NSW', postalAddressDifferent: true, postalPostcode: '12' },
  ]);

  const contact = [
    'emergencyContactName1',
    'emergencyContactMobile1',
    'emergencyContactName2',
    'emergencyContactMobile2',
  ];
  add(emergencyContactSchema(), [{}, typed(contact, ''), typed(contact, LONG), typed(contact, '12')]);

  add(personalStatusSchema(), [
    {},
    { tagAustralianCitizen: true, tagVisaCitizen: true },
    { tagVisaCitizen: true },
    { tagVisaCitizen: true, visaSubclass: '48', visaPassportNumber: 'PA1', visaExpiry: '2024-02-30' },
    { tagVisaCitizen: true, visaPassportNumber: LONG, visaPassportCountry: 'ZZ' },
  ]);

  add(licenceInputSchema(), [
    {},
    { kind: 'DRIVER', number: '' },
    { kind: 'LF', number: '1', issueDate: '2025-01-02', expiryDate: '2025-01-01' },
    { kind: 'WHITE_CARD', number: LONG, issueDate: '2025-13-01', frontFileId: 'not-mine' },
  ]);

  const bank = ['bankInstitution', 'bankAccountName', 'bankBSB', 'bankAccountNumber'];
  add(bankDetailsSchema(), [{}, typed(bank, ''), typed(bank, LONG), typed(bank, '12')]);

  const position = ['companyBeingEmployedBy', 'position', 'department', 'location', 'plannedStartDate'];
  add(positionDetailsSchema(), [{}, typed(position, ''), typed(position, LONG), typed(position, '12')]);

  add(confirmationSchema(), [
    {},
    { notes: `${LONG}${LONG}`, signature: '' },
    { notes: 'a\u0000', signature: 'x' },
  ]);

  add(taxDeclarationSchema, [
    {},
    { email: 'x', taxFileNumber: '123', claimTaxFreeThreshold: '', hasHELPDebt: '' },
    {
      taxFileNumber: '000000000',
      australianResident: 'working-holiday-maker',
      firstName: '',
      middleName: 'Ann',
    },
    { givenNames: 'Mary Jane', firstName: 'Mary', middleName: 'Ann', taxFileNumber: LONG },
  ]);

  const superBase = { email: 'sam@example.com', superfundSignature: PNG, fundChoice: 'custom' };
  add(superfundChoiceSchema, [
    {},
    { ...superBase, fundABN: '1', fundUSI: '' },
    { ...superBase, fundUSI: 'x' },
    { ...superBase, isSMSF: 'yes' },
    {
      ...superBase,
      isSMSF: 'yes',
      smsfBSB: '1',
      smsfAccountNumber: '1',
      smsfFundESA: 'an email@example.com',
    },
  ]);

  add(medicalDeclarationSchema, [{}, { medicalConditions: `${LONG}${LONG}` }]);
  add(policyAcknowledgmentSchema, [{}, { answers: [{ questionId: '', answer: 'a\u0000' }] }]);
  return messages;
}

describe('the validation messages a hire can see', () => {
  it('every message the hire-facing schemas write has its key in the validation namespace', () => {
    const written = writtenMessages();
    // The scan finds them (a scan that finds nothing proves nothing).
    expect(written.size).toBeGreaterThan(60);
    const missing = [...written]
      .filter(([message]) => !validationKeyOf(message))
      .map(([m, at]) => `${m} (${at})`);
    expect(missing).toEqual([]);
  });

  it('every message the schemas give for what a hire can send has its key', () => {
    const triggered = triggeredMessages();
    expect(triggered.size).toBeGreaterThan(50);
    expect([...triggered].filter((message) => !validationKeyOf(message))).toEqual([]);
  });

  it('no English value of the namespace is left unused: each is a message the schemas write', () => {
    const written = new Set(writtenMessages().keys());
    const keys = new Set([...written].map((message) => validationKeyOf(message)!.key));
    const flatten = (messages: object, prefix = ''): string[] =>
      Object.entries(messages).flatMap(([key, value]) =>
        typeof value === 'string' ? [`${prefix}${key}`] : flatten(value as object, `${prefix}${key}.`),
      );
    expect(flatten(EN_RESOURCES.validation).filter((key) => !keys.has(key))).toEqual([]);
  });

  it("reads a message in each language, a number in it kept ('Must be 200 characters or fewer')", async () => {
    const instance = i18next.createInstance();
    const read = (code: string) =>
      JSON.parse(fs.readFileSync(path.join(ROOT, 'src/shared/locales', code, 'validation.json'), 'utf8'));
    await instance.use(ICU).init({
      lng: 'en',
      ns: ['validation'],
      defaultNS: 'validation',
      resources: Object.fromEntries(LANGUAGES.map(({ code }) => [code, { validation: read(code) }])),
    });
    const inLanguage = (language: string, message: string) => {
      const found = validationKeyOf(message)!;
      const t = instance.getFixedT(language, 'validation') as unknown as (
        key: string,
        values: object,
      ) => string;
      return t(found.key, found.values);
    };
    for (const message of triggeredMessages()) expect(inLanguage('en', message)).toBe(message);
    for (const { code } of LANGUAGES.filter((l) => l.code !== 'en')) {
      expect(inLanguage(code, 'Please enter a valid Australian mobile number')).not.toBe(
        'Please enter a valid Australian mobile number',
      );
      expect(inLanguage(code, 'Must be 200 characters or fewer')).toContain('200');
    }
    expect(inLanguage('vi', 'Postcode must be 4 digits')).toBe('Mã bưu điện phải có 4 chữ số');
    expect(validationKeyOf('A message no schema writes')).toBeNull();
  });
});
