import { describe, expect, it } from 'vitest';
import { answerShape } from '../../src/shared/answers/team-member';
import { type Catalogue, labelsOf, secretKeys } from '../../src/shared/catalogue/define-catalogue';
import { SCREEN_MASKS } from '../../src/shared/catalogue/masks';
import { PERSONAL_DETAILS, PERSONAL_INFORMATION } from '../../src/shared/catalogue/personal-information';
import { secretFieldsOf } from '../../src/shared/catalogue/records';
import { screenRows } from '../../src/client/lib/catalogue-rows';
import { redactPathsFor } from '../../src/server/log-redact';
import { sectionRows } from '../../src/server/services/catalogue/section-rows-of';
import { catalogueCells } from '../../src/server/services/excel/catalogue-cells';
import { recordChanges } from '../../src/server/services/submission/application-changes';

// docs/how-to-add-a-field.md, followed: the record catalogue is the one place a new answer is
// described. This test adds the doc's throw-away answers to a copy of the Personal Information
// catalogue (a 'Preferred name' in Basic Information, and a secret 'Passport number') and hands
// that copy to each derivation the app builds from the real one: they reach the PDF and HR rows,
// the Excel columns, the review screen, the member's answer schema, the report labels, the change
// list and (the secret one) the screen mask, the log redaction and the encryption list. The step
// schema, the table and the form are the doc's other three files: the catalogue is typed against
// the step schema (defineCatalogue) and the change engine against the table's record.

const { fullName, ...rest } = PERSONAL_INFORMATION;
const WITH_NEW_FIELDS = {
  fullName,
  // Step 2 of the doc, as written there.
  preferredName: {
    section: PERSONAL_DETAILS,
    label: 'Preferred name',
    screen: 'Preferred Name',
    excel: { header: 'Preferred Name', width: 20 },
  },
  ...rest,
  passportNumber: {
    section: 'Personal Status',
    label: 'Passport number',
    secret: { mask: 'visa' },
    excel: { header: 'Passport Number' },
  },
} as const satisfies Catalogue;

const personal = {
  fullName: 'Jane Sample',
  preferredName: 'Janey',
  email: 'jane@example.com',
  mobile: '0412345678',
  gender: 'Female',
  dateOfBirth: '1990-01-02',
};

describe('How to add a field: the catalogue entry reaches every output', () => {
  it('the PDF and HR detail rows (Personal Details), after the full name', () => {
    expect(sectionRows(WITH_NEW_FIELDS, PERSONAL_DETAILS, personal).slice(0, 2)).toEqual([
      ['Full name', 'Jane Sample'],
      ['Preferred name', 'Janey'],
    ]);
  });

  it('the Excel columns, in the catalogue order, and the secret one opened', () => {
    const cells = catalogueCells(WITH_NEW_FIELDS, 'm');
    expect(cells.slice(0, 3).map((c) => c.header)).toEqual(['Full Name', 'Preferred Name', 'Email']);
    expect(cells.find((c) => c.header === 'Passport Number')).toMatchObject({
      source: 'm.passportNumber',
      encrypted: true,
    });
  });

  it('the review screen and the view dialog', () => {
    expect(screenRows(WITH_NEW_FIELDS, PERSONAL_DETAILS, personal).slice(0, 2)).toEqual([
      ['Full Name', 'Jane Sample'],
      ['Preferred Name', 'Janey'],
    ]);
  });

  it("the member's answer schema and the report labels", () => {
    expect(Object.keys(answerShape(WITH_NEW_FIELDS))).toContain('preferredName');
    expect(labelsOf(WITH_NEW_FIELDS)).toMatchObject({ preferredName: 'Preferred name' });
  });

  it('the change list, with the secret number masked', () => {
    const record = (preferredName: string, passportNumber: string) => ({
      ...personal,
      preferredName,
      passportNumber,
    });
    expect(
      recordChanges(
        'Personal Information',
        record('Jan', 'PA1234567'),
        record('Janey', 'PA7654321'),
        WITH_NEW_FIELDS,
      ),
    ).toEqual([
      { section: 'Personal Information', field: 'Preferred name', before: 'Jan', after: 'Janey' },
      { section: 'Personal Information', field: 'Passport number', before: '••••567', after: '••••321' },
    ]);
  });

  it('a secret answer: masked on screens, redacted from logs, encrypted at rest', () => {
    const secrets = secretFieldsOf([WITH_NEW_FIELDS]);
    expect(SCREEN_MASKS[secrets.get('passportNumber') ?? 'account']('PA1234567')).toBe('••••567');
    expect(redactPathsFor(secrets.keys())).toContain('*.passportNumber');
    expect(secretKeys(WITH_NEW_FIELDS)).toContain('passportNumber');
  });
});
