import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SuperfundChoiceResponse } from '../../src/shared/answers/superfund-choice';
import type { TaxDeclarationResponse } from '../../src/shared/answers/tax-declaration';
import type { JoinedLine, RepeatedGroup } from '../../src/shared/catalogue/combined-rows';
import { catalogueKeys, type Catalogue, excelColumns } from '../../src/shared/catalogue/define-catalogue';
import { ADDRESS, PERSONAL_INFORMATION } from '../../src/shared/catalogue/personal-information';
import { SUPERFUND_CHOICE } from '../../src/shared/catalogue/superfund-choice';
import { isShown } from '../../src/shared/catalogue/shown-when';
import { screenRows } from '../../src/client/lib/catalogue-rows';
import {
  addressLineRow,
  contactItems,
  contactRows,
  personalRows,
  statusRows,
  visaRows,
} from '../../src/client/lib/personal-rows';
import { SuperfundSummary } from '../../src/client/features/superfund-choice/superfund-summary';
import { TaxSummary } from '../../src/client/features/tax-declaration/tax-summary';
import { groupRows } from '../../src/server/services/catalogue/group-rows';
import { answerRow, sectionRows } from '../../src/server/services/catalogue/section-rows-of';
import {
  addressRows,
  emergencyContactRows,
  personalStatusRows,
  superRows,
  taxRows,
} from '../../src/server/services/pdf/section-rows';
import type { SuperfundRecord, TaxRecord } from '../../src/server/services/submission/application-snapshot';

// Issue 38's last remnant: what was hand-listed beside the catalogues is catalogue data now. An
// answer's `shownWhen` hides or shows its row in every output that shows rows (the PDF and HR's
// detail share section-rows.ts; the review screen and the view dialogs share client/lib), a joined
// line and a repeated group are read alike by all of them, a licence names its expiry, and a row
// may take a blank answer as no value.

const labels = (rows: readonly (readonly [string, unknown])[]) => rows.map(([label]) => label);
const rowsOf = (html: string) => [...html.matchAll(/<dt[^>]*>(.*?)<\/dt>/g)].map((m) => m[1]);
const phone = (v: unknown) => `phone:${String(v)}`;

/** A throw-away catalogue: a passport number shown only to a hire who says they hold one. */
const PASSPORT = {
  holdsPassport: {
    section: 'Travel',
    label: 'Holds a passport',
    format: 'flag',
    excel: { header: 'Passport' },
  },
  passportNumber: {
    section: 'Travel',
    label: 'Passport number',
    screen: 'Passport Number',
    shownWhen: { answer: 'holdsPassport', given: true },
    excel: { header: 'Passport Number' },
  },
  note: { section: 'Travel', label: 'Note', shownWhen: 'given', excel: { header: 'Note' } },
} as const satisfies Catalogue;

describe('shownWhen: one rule for every output that shows rows', () => {
  it('hides and shows a throw-away answer in the documents and on the screens; Excel keeps its column', () => {
    const holder = { holdsPassport: true, passportNumber: 'PA123', note: '' };
    const other = { holdsPassport: false, passportNumber: '', note: 'Hello' };
    expect(sectionRows(PASSPORT, 'Travel', holder)).toEqual([
      ['Holds a passport', 'Yes'],
      ['Passport number', 'PA123'],
    ]);
    expect(screenRows(PASSPORT, 'Travel', { ...holder, holdsPassport: '1' })[1]).toEqual([
      'Passport Number',
      'PA123',
    ]);
    expect(labels(sectionRows(PASSPORT, 'Travel', other))).toEqual(['Holds a passport', 'Note']);
    expect(labels(screenRows(PASSPORT, 'Travel', { ...other, holdsPassport: '0' }))).toEqual([
      'Holds a passport',
      'Note',
    ]);
    expect(excelColumns(PASSPORT).map((c) => c.key)).toEqual(['holdsPassport', 'passportNumber', 'note']);
  });

  it('shows a visa only for a visa holder, in the PDF and HR rows and on the review screen and view dialog', () => {
    const status = {
      tagAboriginal: false,
      tagSingleParent: false,
      tagDisabled: false,
      tagAustralianCitizen: false,
      tagPermanentResident: false,
      tagNZCitizen: false,
      visaNumber: 'VZ7788123',
      visaExpiry: '2028-01-31',
      visaSubclass: '417',
      visaConditions: '',
      visaPassportNumber: 'PA1234567',
      visaPassportCountry: 'GB',
      visaImmiCardNumber: '',
      vevoConsent: true,
    };
    const visaLabels = [
      'Visa number',
      'Visa expiry',
      'Visa Subclass',
      'Visa Work Conditions',
      'Passport number',
      'Passport country',
      'Consent to the VEVO check',
    ];
    expect(labels(personalStatusRows({ ...status, tagVisaCitizen: true })).slice(7)).toEqual(visaLabels);
    expect(labels(personalStatusRows({ ...status, tagVisaCitizen: false }))).toHaveLength(7);
    expect(labels(visaRows({ ...status, tagVisaCitizen: '1' }))).toEqual([
      'Visa Number',
      'Visa Expiry',
      'Visa Subclass',
      'Visa Work Conditions',
      'Passport Number',
      'Passport Country',
      'Consent to the VEVO check',
    ]);
    expect(visaRows({ ...status, tagVisaCitizen: '0' })).toEqual([]);
    expect(statusRows({ ...status, tagSingleParent: '1', tagVisaCitizen: '1' }).slice(0, 2)).toEqual([
      ['Status', 'Single Parent, Visa Citizen'],
      ['Visa Number', 'VZ7788123'],
    ]);
    expect(statusRows({ ...status, tagVisaCitizen: '0' })).toEqual([['Status', 'Not provided']]);
  });

  const TAX = {
    title: '',
    familyName: 'Nguyen',
    givenNames: 'Kim',
    homeCountry: '',
    taxFileNumber: '123456782',
    tfnExemption: '',
    basisOfPayment: 'full-time',
    australianResident: 'yes',
    claimTaxFreeThreshold: 'yes',
    hasHELPDebt: 'no',
    previousFamilyName: '',
    taxDeclarationDate: '2026-11-24',
  };
  const taxScreen = (t: object) =>
    rowsOf(
      renderToStaticMarkup(
        createElement(TaxSummary, {
          declaration: {
            ...TAX,
            ...t,
            id: 't',
            masked: false,
            email: 'k@example.com',
          } as TaxDeclarationResponse,
        }),
      ),
    );
  const taxPaper = (t: object) => labels(taxRows({ ...TAX, ...t } as TaxRecord, 'Payer'));

  it('hides a blank previous family name and shows a given one, on paper and on screen', () => {
    for (const rows of [taxPaper({}), taxScreen({})]) expect(rows).not.toContain('Previous family name');
    for (const rows of [taxPaper({ previousFamilyName: 'Tran' }), taxScreen({ previousFamilyName: 'Tran' })])
      expect(rows).toContain('Previous family name');
  });

  it('shows the TFN or, without one, what was given instead, on paper and on screen', () => {
    expect(taxPaper({})).toContain('Tax file number');
    expect(taxScreen({})).toContain('Tax File Number');
    const instead = { taxFileNumber: '', tfnExemption: 'applied' };
    expect(taxPaper(instead)).toEqual(expect.arrayContaining(['TFN exemption', 'ATO code for payroll']));
    expect(taxPaper(instead)).not.toContain('Tax file number');
    expect(taxScreen(instead)).toContain('Instead of a TFN');
    expect(taxScreen(instead)).not.toContain('Tax File Number');
  });

  const SUPER = {
    fundChoice: 'custom',
    taxFileNumber: '',
    cbusMemberNumber: '',
    fundName: 'Own Fund',
    fundAddress: '',
    memberNumber: '',
    accountName: '',
    fundABN: '',
    fundUSI: 'ABC0001AU',
    fundPhoneNumber: '',
    isSMSF: 'no',
    smsfBSB: '',
    smsfAccountNumber: '',
    smsfFundESA: '',
  };
  const superScreen = (s: object) =>
    rowsOf(
      renderToStaticMarkup(
        createElement(SuperfundSummary, {
          choice: {
            ...SUPER,
            ...s,
            id: 's',
            masked: false,
            email: 'k@example.com',
          } as SuperfundChoiceResponse,
        }),
      ),
    );
  const superPaper = (s: object) =>
    labels(superRows({ ...SUPER, ...s } as SuperfundRecord, 'P', '2026-11-24'));

  it('shows a USI only for a named fund that is not self-managed (the hire’s own or the employer’s default), on paper and on screen', () => {
    expect(superPaper({})).toContain('Fund USI');
    expect(superScreen({})).toContain('USI');
    // The employer's default fund recorded with the choice (decision 088) shows its name and USI.
    expect(superPaper({ fundChoice: 'cbus' })).toEqual(expect.arrayContaining(['Fund name', 'Fund USI']));
    // A default-fund choice saved before names no fund: none shows.
    const unnamed = { fundChoice: 'cbus', fundName: '' };
    for (const other of [{ isSMSF: 'yes' }, unnamed, { fundChoice: 'stapled' }]) {
      expect(superPaper(other)).not.toContain('Fund USI');
      expect(superScreen(other)).not.toContain('USI');
    }
    expect(isShown(SUPERFUND_CHOICE, 'fundUSI', { fundChoice: 'custom', fundName: 'X', isSMSF: '' })).toBe(
      true,
    );
  });

  it('shows an SMSF’s bank details only for an SMSF, and the default fund’s member number only for the default fund', () => {
    expect(superPaper({ isSMSF: 'yes' })).toContain('SMSF BSB');
    expect(superScreen({ isSMSF: 'yes' })).toContain('SMSF BSB');
    expect(superPaper({})).not.toContain('SMSF BSB');
    expect(superScreen({})).not.toContain('SMSF BSB');
    expect(superPaper({ fundChoice: 'cbus' })).toContain('Default fund member number');
    expect(superScreen({ fundChoice: 'cbus' })).toContain('Default fund member number');
    expect(superPaper({})).not.toContain('Default fund member number');
    expect(superScreen({})).not.toContain('Default fund member number');
  });
});

describe('joined lines', () => {
  const address = {
    addrsHouseNumber: '12',
    addrsStreetName: 'Example Street',
    addrsSuburb: 'Geelong',
    addrsState: 'VIC',
    addrsPostcode: '3220',
  };

  it('writes the street on one line in the PDF and HR rows and on the review screen', () => {
    expect(addressRows(address)[0]).toEqual(['Street', '12 Example Street']);
    expect(personalRows(ADDRESS, address)[0]).toEqual(['Street', '12 Example Street']);
    expect(labels(addressRows(address))).toEqual(['Street', 'Suburb', 'State', 'Postcode']);
  });

  it('writes the whole address on one line in the view dialog', () => {
    expect(addressLineRow(address)).toEqual(['Address', '12 Example Street, Geelong VIC 3220']);
    expect(addressLineRow({})).toEqual(['Address', 'Not provided']);
  });

  it('leaves a blank answer out of a throw-away line, in documents and on screens', () => {
    const FULL_NAME: JoinedLine = {
      section: 'Travel',
      label: 'Name on passport',
      join: ['givenName', 'familyName'],
      separator: ' ',
    };
    const NAMES = {
      givenName: { section: 'Travel', label: 'Given name', excel: { header: 'Given' } },
      familyName: { section: 'Travel', label: 'Family name', excel: { header: 'Family' } },
      passportNumber: { section: 'Travel', label: 'Passport number', excel: { header: 'Passport' } },
    } as const satisfies Catalogue;
    const values = { givenName: '', familyName: 'Tran', passportNumber: 'PA1' };
    expect(sectionRows(NAMES, 'Travel', values, { lines: [FULL_NAME] })).toEqual([
      ['Name on passport', 'Tran'],
      ['Passport number', 'PA1'],
    ]);
    expect(screenRows(NAMES, 'Travel', values, undefined, [FULL_NAME])).toEqual([
      ['Name on passport', 'Tran'],
      ['Passport number', 'PA1'],
    ]);
  });
});

describe('repeated groups', () => {
  const contacts = {
    emergencyContactName1: 'Ann Lee',
    emergencyContactMobile1: '0412345678',
    emergencyContactRelationship1: 'Sister',
    emergencyContactName2: '',
    emergencyContactMobile2: '',
    emergencyContactRelationship2: '',
  };

  it('writes each given contact on one line in the PDF and HR rows', () => {
    expect(emergencyContactRows(contacts)).toEqual([['Primary contact', 'Ann Lee (Sister), 0412 345 678']]);
    expect(
      emergencyContactRows({
        ...contacts,
        emergencyContactName2: 'Bo',
        emergencyContactRelationship2: 'Friend',
      }),
    ).toHaveLength(2);
  });

  it('lists each contact part by part on the review screen and under its title in the view dialog', () => {
    expect(contactRows(contacts, phone)).toEqual([
      ['Primary contact', 'Ann Lee'],
      ['Mobile', 'phone:0412345678'],
      ['Relationship', 'Sister'],
      ['Secondary contact', 'Not provided'],
      ['Mobile', 'phone:'],
      ['Relationship', 'Not provided'],
    ]);
    expect(contactItems(contacts, phone).map((item) => [item.title, labels(item.rows)])).toEqual([
      ['Primary', ['Name', 'Mobile', 'Relationship']],
      ['Secondary', ['Name', 'Mobile', 'Relationship']],
    ]);
  });

  it('reads a throw-away group the same way: the second given item by its place', () => {
    const REFEREES: RepeatedGroup<keyof typeof PASSPORT, 'who'> = {
      section: 'Travel',
      noun: 'referee',
      parts: { who: 'Who' },
      givenBy: 'who',
      line: '{who}',
      items: [
        { title: 'First', who: 'passportNumber' },
        { title: 'Second', who: 'note' },
      ],
    };
    expect(groupRows(PASSPORT, REFEREES, { passportNumber: 'A', note: 'B' })).toEqual([
      ['First referee', 'A'],
      ['Referee 2', 'B'],
    ]);
  });
});

describe('blank as null', () => {
  it('gives a blank answer no value where asked, and its format’s text of a blank where not', () => {
    const YES_NO = {
      smoker: { section: 'S', label: 'Smoker', format: 'yesNo' },
    } as const satisfies Catalogue;
    expect(answerRow(YES_NO, { smoker: '' })('smoker')).toEqual(['Smoker', 'No']);
    expect(answerRow(YES_NO, { smoker: ' ' }, { blankAsNull: true })('smoker')).toEqual([
      'Smoker',
      undefined,
    ]);
    expect(answerRow(YES_NO, { smoker: 'yes' }, { blankAsNull: true })('smoker')).toEqual(['Smoker', 'Yes']);
  });

  it('names a visa holder’s blank visa number as no value, not a blank mask', () => {
    const rows = personalStatusRows({
      tagAboriginal: false,
      tagSingleParent: false,
      tagDisabled: false,
      tagAustralianCitizen: false,
      tagPermanentResident: false,
      tagNZCitizen: false,
      tagVisaCitizen: true,
      visaNumber: '',
      visaExpiry: '',
      visaSubclass: '',
      visaConditions: '',
      visaPassportNumber: '',
      visaPassportCountry: '',
      visaImmiCardNumber: '',
      vevoConsent: false,
    });
    expect(rows.slice(7).map(([, value]) => value)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      'No',
    ]);
  });
});

describe('licences', () => {
  it('are no answers of the member: their rows are a list of their own (decision 094)', () => {
    const keys = catalogueKeys(PERSONAL_INFORMATION);
    expect(keys.filter((k) => /^(card|licence)/.test(k))).toEqual([]);
    expect(keys.filter((k) => k.endsWith('Expiry'))).toEqual(['visaExpiry']);
  });
});
