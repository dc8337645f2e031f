import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FUND_CHOICE_LABELS, TFN_EXEMPTION_LABELS } from '../../src/shared/choice-labels';
import type { SuperfundChoiceResponse } from '../../src/shared/answers/superfund-choice';
import type { TaxDeclarationResponse } from '../../src/shared/answers/tax-declaration';
import { SuperfundSummary } from '../../src/client/features/superfund-choice/superfund-summary';
import { TaxSummary } from '../../src/client/features/tax-declaration/tax-summary';
import { ADDRESS } from '../../src/shared/catalogue/personal-information';
import { licenceRows } from '../../src/client/lib/licences';
import { personalRows, visaRows } from '../../src/client/lib/personal-rows';

// The tax declaration's and super choice's view (the home screen's dialog and the task's own
// screen) word and format each answer from its record's catalogue, and show the rows the catalogue's
// `shownWhen` shows, as the PDF does: a blank title or previous family name is left out, and a
// fund of the hire's own that is not self-managed says so.

/** The label and value pairs of a rendered detail list. */
function rowsOf(html: string): [string, string][] {
  return [...html.matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map((m) => [
    m[1] ?? '',
    (m[2] ?? '').replace(/&#x27;/g, "'").replace(/<\/?bdi>/g, ''),
  ]);
}

const TAX: TaxDeclarationResponse = {
  id: 't1',
  masked: false,
  email: 'kim@example.com',
  title: '',
  familyName: 'Nguyen',
  givenNames: 'Kim Anh',
  firstName: 'Kim',
  middleName: 'Anh',
  homeCountry: 'IE',
  taxFileNumber: '',
  tfnExemption: 'applied',
  basisOfPayment: 'full-time',
  australianResident: 'working-holiday-maker',
  claimTaxFreeThreshold: 'no',
  hasHELPDebt: 'yes',
  previousFamilyName: '',
  taxDeclarationDate: '2026-11-24',
  taxDeclarationSignature: '',
  signedAt: null,
  submittedAt: '2026-11-24T01:00:00.000Z',
};

const SMSF: SuperfundChoiceResponse = {
  id: 's1',
  masked: false,
  email: 'kim@example.com',
  fundChoice: 'custom',
  taxFileNumber: '123456782',
  cbusMemberNumber: '',
  fundName: 'Nguyen Family Super Fund',
  fundAddress: '1 George St, Sydney NSW 2000',
  memberNumber: '',
  accountName: '',
  fundABN: '75493363262',
  fundUSI: '',
  fundPhoneNumber: '',
  isSMSF: 'yes',
  smsfBSB: '062-000',
  smsfAccountNumber: '12345678',
  smsfFundESA: 'SMSFDataFlow',
  superfundSignature: '',
  signedAt: null,
  submittedAt: '2026-11-24T01:00:00.000Z',
};

describe('record view rows', () => {
  it('shows the tax declaration by the catalogue', () => {
    const html = renderToStaticMarkup(createElement(TaxSummary, { declaration: TAX }));
    expect(rowsOf(html)).toEqual([
      ['Family name', 'Nguyen'],
      ['Given names', 'Kim Anh'],
      ['Instead of a TFN', TFN_EXEMPTION_LABELS.applied],
      ['Basis of payment', 'Full-time employment'],
      ['Residency for tax purposes', 'A working holiday maker'],
      ['Country of your passport', 'Ireland'],
      ['Claims the tax-free threshold', 'No'],
      ['Study and training support loan debt', 'Yes'],
      ['Declaration date', '24/11/2026'],
    ]);
    const withTfn = rowsOf(
      renderToStaticMarkup(
        createElement(TaxSummary, {
          declaration: {
            ...TAX,
            title: 'Ms',
            taxFileNumber: '123456782',
            homeCountry: '',
            previousFamilyName: 'Tran',
          },
        }),
      ),
    );
    expect(withTfn[0]).toEqual(['Title', 'Ms']);
    expect(withTfn[3]).toEqual(['Tax File Number', '••• ••• 782']);
    expect(withTfn.map(([label]) => label)).not.toContain('Country of your passport');
    expect(withTfn.map(([label]) => label)).not.toContain('Instead of a TFN');
    expect(withTfn.at(-2)).toEqual(['Previous family name', 'Tran']);
  });

  it('shows a self-managed fund, and any other fund of the hire’s own with its USI', () => {
    const html = renderToStaticMarkup(createElement(SuperfundSummary, { choice: SMSF }));
    expect(rowsOf(html)).toEqual([
      ['Fund choice', FUND_CHOICE_LABELS.custom],
      ['Tax File Number', '••• ••• 782'],
      ['Fund name', 'Nguyen Family Super Fund'],
      ['Fund ABN', '75 493 363 262'],
      ['Fund address', '1 George St, Sydney NSW 2000'],
      ['Self-managed super fund', 'Yes'],
      ['SMSF BSB', '062-000'],
      ['SMSF account number', '12345678'],
      ['SMSF electronic service address', 'SMSFDataFlow'],
    ]);
    const apra = rowsOf(
      renderToStaticMarkup(
        createElement(SuperfundSummary, { choice: { ...SMSF, isSMSF: 'no', fundUSI: 'ABC0001AU' } }),
      ),
    );
    expect(apra.slice(5)).toEqual([
      ['USI', 'ABC0001AU'],
      ['Self-managed super fund', 'No'],
    ]);
  });

  it('words the address, visa, card and licence rows as the review screen always has', () => {
    const member = {
      addrsHouseNumber: '12',
      addrsStreetName: 'Example Street',
      addrsSuburb: 'Geelong',
      addrsState: 'VIC',
      addrsPostcode: '3220',
      tagVisaCitizen: '1',
      visaNumber: 'VZ7788123',
      visaExpiry: '2028-01-31',
      visaSubclass: '417',
      visaConditions: '',
      visaImmiCardNumber: 'IC7654321',
      vevoConsent: '1',
    };
    expect(personalRows(ADDRESS, member)).toEqual([
      ['Street', '12 Example Street'],
      ['Suburb', 'Geelong'],
      ['State', 'VIC'],
      ['Post Code', '3220'],
    ]);
    expect(visaRows(member)).toEqual([
      ['Visa Number', 'VZ7788123'],
      ['Visa Expiry', '31/01/2028'],
      ['Visa Subclass', '417'],
      ['Visa Work Conditions', 'Not provided'],
      ['ImmiCard Number', 'IC7654321'],
      ['Consent to the VEVO check', 'Yes'],
    ]);
    const licence = {
      id: 'l1',
      label: '',
      licenceClass: '',
      issueDate: '',
      frontFileId: null,
      backFileId: null,
    };
    expect(
      licenceRows([
        { ...licence, kind: 'WHITE_CARD', number: 'WC-1', issuer: 'NSW', expiryDate: '' },
        { ...licence, kind: 'LF', number: 'LF-0099', issuer: '', expiryDate: '2027-02-01' },
      ]),
    ).toEqual([
      ['White Card (general construction induction)', 'WC-1, NSW'],
      ['Forklift truck (LF)', 'LF-0099 (expires 01/02/2027)'],
    ]);
    expect(licenceRows([])).toEqual([['Licences and tickets', 'None added']]);
  });
});
