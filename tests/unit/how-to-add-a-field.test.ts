import { describe, expect, it, vi } from 'vitest';
import type * as PersonalCatalogue from '../../src/shared/catalogue/personal-information';

// docs/how-to-add-a-field.md, followed: the record catalogue is the one place a new answer is
// described. This test adds the doc's throw-away answers to the Personal Information catalogue
// (a 'Preferred name' in Basic Information, and a secret 'Passport number') and checks that, with
// no other file touched, they reach the PDF and HR rows, the Excel columns, the review screen,
// the member's answer schema, the change list and (the secret one) the mask, redaction,
// encryption and document-mask lists. The step schema, the table and the form are the other three
// files the doc lists: each is type-checked against the catalogue (defineCatalogue's key type,
// the change engine's record type), so a step without the catalogue entry does not compile.

vi.mock('../../src/shared/catalogue/personal-information', async (importOriginal) => {
  const original = await importOriginal<typeof PersonalCatalogue>();
  const { fullName, ...rest } = original.PERSONAL_INFORMATION;
  return {
    ...original,
    PERSONAL_INFORMATION: {
      fullName,
      // Step 2 of the doc, as written there.
      preferredName: {
        section: original.PERSONAL_DETAILS,
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
    },
  };
});

const { personalDetailsRows } = await import('../../src/server/services/pdf/section-rows');
const { MEMBER_CELLS } = await import('../../src/server/services/excel/member-cells');
const { screenRows } = await import('../../src/client/lib/catalogue-rows');
const { PERSONAL_DETAILS, PERSONAL_INFORMATION } =
  await import('../../src/shared/catalogue/personal-information');
const { teamMemberResponseSchema } = await import('../../src/shared/answers/team-member');
const { describeChanges } = await import('../../src/server/services/submission/application-changes');
const { maskSecrets } = await import('../../src/server/services/identity/mask-secrets');
const { LOG_REDACT_PATHS } = await import('../../src/server/log-redact');
const { SENSITIVE_MEMBER_FIELDS } = await import('../../src/shared/schemas/team-member');
const { PERSONAL_FIELD_LABELS } = await import('../../src/shared/field-labels');

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
    expect(personalDetailsRows(personal).slice(0, 2)).toEqual([
      ['Full name', 'Jane Sample'],
      ['Preferred name', 'Janey'],
    ]);
  });

  it('the Excel columns, in the catalogue order, and the secret one opened', () => {
    const headers = MEMBER_CELLS.map((c) => c.header);
    expect(headers.slice(1, 4)).toEqual(['Full Name', 'Preferred Name', 'Email']);
    const passport = MEMBER_CELLS.find((c) => c.header === 'Passport Number');
    expect(passport).toMatchObject({ source: 'm.passportNumber', encrypted: true });
  });

  it('the review screen and the view dialog', () => {
    expect(screenRows(PERSONAL_INFORMATION, PERSONAL_DETAILS, personal).slice(0, 2)).toEqual([
      ['Full Name', 'Jane Sample'],
      ['Preferred Name', 'Janey'],
    ]);
  });

  it("the member's answer schema and the report labels", () => {
    expect(Object.keys(teamMemberResponseSchema.shape)).toContain('preferredName');
    expect(PERSONAL_FIELD_LABELS).toMatchObject({ preferredName: 'Preferred name' });
  });

  it('the change list, with the secret number masked', () => {
    const snapshot = (preferredName: string, passportNumber: string) =>
      ({
        personal: { fullName: 'Jane Sample', preferredName, passportNumber },
        personalEvidence: null,
        workplaceBehaviour: null,
        medicalDeclaration: null,
        taxDeclaration: null,
        superfundChoice: null,
        confidentialityAgreement: null,
      }) as never;
    expect(
      describeChanges(snapshot('Jan', 'PA1234567'), snapshot('Janey', 'PA7654321'), { health: false }),
    ).toEqual([
      { section: 'Personal Information', field: 'Preferred name', before: 'Jan', after: 'Janey' },
      { section: 'Personal Information', field: 'Passport number', before: '••••567', after: '••••321' },
    ]);
  });

  it('a secret answer: masked on screens, redacted from logs, encrypted at rest', () => {
    expect(maskSecrets({ passportNumber: 'PA1234567' })).toEqual({ passportNumber: '••••567', masked: true });
    expect(LOG_REDACT_PATHS).toContain('*.passportNumber');
    expect(SENSITIVE_MEMBER_FIELDS).toContain('passportNumber');
  });
});
