import { describe, expect, it } from 'vitest';
import { describeChanges } from '../../src/server/services/submission/application-changes';
import type { ApplicationSnapshot } from '../../src/server/services/submission/application-snapshot';
import { hrFlags, visaCheckFlags, type VevoSummary } from '../../src/server/services/submission/hr-flags';
import { checkSiteTickets } from '../../src/shared/site-tickets';
import type { EmploymentType, StpIncomeType } from '../../src/shared/employment/employment-types';

const evidence = {
  signatureFileId: 'f1',
  signedAt: '2026-11-20T00:00:00.000Z',
  signedIp: null,
  signedUserAgent: null,
};

function snapshot(over: { personal?: object; tax?: object; superfund?: object; medical?: object } = {}) {
  return {
    memberId: 'm',
    email: 'a@example.com',
    fullName: 'Ana Lima',
    personal: {
      fullName: 'Ana Lima',
      mobile: '0412345678',
      tagVisaCitizen: false,
      visaExpiry: '',
      visaSubclass: '',
      visaConditions: '',
      plannedStartDate: '2026-12-01',
      licenceForklift: '',
      licenceForkliftExpiry: '',
      licenceEWP: '',
      licenceEWPExpiry: '',
      profilePhotoFileId: 'p1',
      ...over.personal,
    },
    personalEvidence: evidence,
    workplaceBehaviour: null,
    medicalDeclaration: {
      policyDocumentId: 'd',
      medicalDeclarationDate: '2026-11-20',
      answers: { medicalConditions: '', medications: '', allergies: 'Peanuts', answers: [] },
      ...evidence,
      ...over.medical,
    },
    taxDeclaration: {
      taxFileNumber: '123456782',
      tfnExemption: '',
      basisOfPayment: 'full-time',
      australianResident: 'yes',
      taxDeclarationDate: '2026-11-20',
      hasHELPDebt: 'no',
      ...evidence,
      ...over.tax,
    },
    superfundChoice: { fundChoice: 'cbus', isSMSF: 'no', fundName: '', ...evidence, ...over.superfund },
    confidentialityAgreement: null,
  } as unknown as ApplicationSnapshot;
}

const at = new Date('2026-11-25T00:00:00Z');
const WORK_RIGHTS: VevoSummary = { result: 'work-rights', conditions: '' };
const ids = (s: ApplicationSnapshot) => hrFlags(s, at).map((f) => f.id);

describe('what HR or payroll must act on', () => {
  it('flags nothing for a full-time hire with a TFN and the default fund', () => {
    expect(ids(snapshot())).toEqual([]);
  });

  it('flags a TFN applied for with its due date 28 days after the declaration', () => {
    const flags = hrFlags(snapshot({ tax: { taxFileNumber: '', tfnExemption: 'applied' } }), at);
    expect(flags.map((f) => f.id)).toEqual(['tfn-applied']);
    expect(flags[0]!.text).toContain('(by 18/12/2026)');
    // Not quoted or exempt: nothing is due.
    expect(ids(snapshot({ tax: { taxFileNumber: '', tfnExemption: 'not-quoted' } }))).toEqual([]);
  });

  it('flags a stapled fund, an SMSF and a casual hire', () => {
    expect(ids(snapshot({ superfund: { fundChoice: 'stapled' } }))).toEqual(['stapled-fund']);
    expect(ids(snapshot({ superfund: { fundChoice: 'custom', isSMSF: 'yes' } }))).toEqual(['smsf-verify']);
    expect(ids(snapshot({ superfund: { fundChoice: 'custom', isSMSF: 'no' } }))).toEqual([]);
    // An ESA the shipped providers' list lacks: taken from the hire, confirmed by payroll (decision 101).
    const unlisted = hrFlags(
      snapshot({ superfund: { fundChoice: 'custom', isSMSF: 'yes', smsfFundESA: 'ESUPERFUND' } }),
      at,
    );
    expect(unlisted.map((f) => f.id)).toEqual(['smsf-verify', 'smsf-esa-unlisted']);
    expect(unlisted[1]!.text).toContain("'ESUPERFUND' is not on the messaging providers' list");
    expect(
      ids(snapshot({ superfund: { fundChoice: 'custom', isSMSF: 'yes', smsfFundESA: 'bglsf360' } })),
    ).toEqual(['smsf-verify']);
    expect(ids(snapshot({ tax: { basisOfPayment: 'casual' } }))).toEqual(['casual']);
  });

  it('flags a licence that expires within 90 days of the submission, or has expired', () => {
    const licence = (expiry: string) =>
      hrFlags(snapshot({ personal: { licenceForklift: 'LF-1', licenceForkliftExpiry: expiry } }), at);
    expect(licence('2027-02-23')[0]!.text).toBe(
      'Licence expiring: the Forklift truck (LF) expires on 23/02/2027, within 90 days.',
    );
    expect(licence('2027-02-24')).toEqual([]);
    expect(licence('2026-11-01')[0]!.text).toBe(
      'Licence expired: the Forklift truck (LF) expired on 01/11/2026.',
    );
  });

  it('flags a visa holder until a VEVO check is recorded, and nobody else', () => {
    const visa = snapshot({ personal: { tagVisaCitizen: true } });
    expect(visaCheckFlags(visa, null).map((f) => f.text)).toEqual([
      'Visa holder without a VEVO check: check their work rights on VEVO before they start.',
    ]);
    expect(visaCheckFlags(visa, WORK_RIGHTS)).toEqual([]);
    expect(visaCheckFlags(snapshot({ personal: { tagVisaCitizen: false } }), null)).toEqual([]);
    expect(hrFlags(visa, at, { vevo: null }).map((f) => f.id)).toContain('visa-without-vevo');
  });

  it('keeps a red flag after a VEVO check that found no work rights (issue 40 item 4)', () => {
    const visa = snapshot({ personal: { tagVisaCitizen: true } });
    const flags = hrFlags(visa, at, { vevo: { result: 'no-work-rights', conditions: '' } });
    expect(flags.map((f) => f.id)).toEqual(['no-work-rights']);
    expect(flags[0]!.text).toContain('must not start work');
  });

  it("flags a visa that expired before the day the flags are read, in the employer's zone", () => {
    const visa = snapshot({ personal: { tagVisaCitizen: true, visaExpiry: '2026-11-24' } });
    expect(hrFlags(visa, at, { vevo: WORK_RIGHTS }).map((f) => f.text)).toEqual([
      "Visa expired: the hire's visa expired on 24/11/2026. Check their current visa on VEVO before they work.",
    ]);
    // At 00:00 UTC on the 25th it is 11 am on the 25th in Sydney: a visa ending that day has not expired.
    const expiresToday = snapshot({ personal: { tagVisaCitizen: true, visaExpiry: '2026-11-25' } });
    expect(hrFlags(expiresToday, at, { vevo: WORK_RIGHTS, timeZone: 'Australia/Sydney' })).toEqual([]);
  });

  it('makes the known visa conditions to-dos: 8105, 8547 with its date, 8607/8107 the sponsor', () => {
    const visa = (conditions: string, vevo = '') =>
      hrFlags(snapshot({ personal: { tagVisaCitizen: true, visaConditions: conditions } }), at, {
        vevo: { result: 'work-rights-with-conditions', conditions: vevo },
      });
    expect(visa('8105').map((f) => f.text)).toEqual([
      'Visa condition 8105: no more than 48 hours of work a fortnight while their course is in session. Roster them within it.',
    ]);
    // The VEVO check's conditions count too.
    expect(visa('', '8547').map((f) => f.text)).toEqual([
      'Visa condition 8547: no more than 6 months of work with this employer, that is until 01/06/2027 (6 months after 01/12/2026).',
    ]);
    expect(visa('8107, 8607').map((f) => f.id)).toEqual(['visa-sponsor']);
    expect(visa('8107, 8607')[0]!.text).toBe(
      'Visa condition 8607 and 8107: they may work only for their sponsor, in the nominated occupation. Confirm this employer is their sponsor.',
    );
    expect(visa('8501')).toEqual([]);
  });

  it("flags each ticket the hire's site requires that they have not given, or gave expired (issue 40 item 2)", () => {
    const licence = (kind: string, expiryDate = '', number = 'N-1') => ({
      id: kind,
      kind,
      number,
      expiryDate,
    });
    const check = (held: ReturnType<typeof licence>[], required = ['WHITE_CARD', 'LF']) =>
      hrFlags(snapshot(), at, { siteTickets: checkSiteTickets('Rouse Hill', required, held, '2026-11-25') });
    expect(check([licence('WHITE_CARD'), licence('LF', '2027-01-01')])).toEqual([]);
    expect(check([licence('LF', '2027-01-01')]).map((f) => f.text)).toEqual([
      'Missing ticket: Rouse Hill requires the White Card (general construction induction), and the hire has not given a current one. They must not do construction work without general construction induction training (WHS Regulations r 317).',
    ]);
    // Expired yesterday, or given without a number: not a current one. Expiring today still counts.
    expect(check([licence('WHITE_CARD'), licence('LF', '2026-11-24')]).map((f) => f.text)).toEqual([
      'Missing ticket: Rouse Hill requires the Forklift truck (LF), and the hire has not given a current one. They must not do that high risk work without the licence (WHS Regulations r 81).',
    ]);
    expect(check([licence('WHITE_CARD', '', ' '), licence('LF', '2026-11-25')]).map((f) => f.id)).toEqual([
      'ticket-missing',
    ]);
    expect(check([], ['FIRST_AID']).map((f) => f.text)).toEqual([
      'Missing ticket: Rouse Hill requires the First aid, and the hire has not given a current one.',
    ]);
    expect(check([], [])).toEqual([]);
  });

  it("flags a tax answer that does not fit the employer's employment type (decision 099)", () => {
    const answered = (basisOfPayment: string, employmentType: EmploymentType | null) =>
      hrFlags(snapshot({ tax: { basisOfPayment } }), at, { employmentType }).map((f) => f.id);
    expect(answered('full-time', 'full-time')).toEqual([]);
    expect(answered('casual', 'full-time')).toEqual(['basis-differs']);
    // The employer's casual: the CEIS to-do follows the type, whatever the hire answered.
    expect(answered('full-time', 'casual')).toEqual(['basis-differs', 'casual']);
    expect(answered('part-time', 'fixed-term')).toEqual([]);
    expect(answered('casual', 'fixed-term')).toEqual(['basis-differs']);
    expect(answered('casual', null)).toEqual(['casual']);
  });

  it("flags an STP income type HR gave that the hire's tax answers do not fit, never one left to them", () => {
    const whm = { australianResident: 'working-holiday-maker' };
    // A working holiday maker holds a 417 visa (else whm-mismatch); the others are citizens.
    const reported = (tax: object, incomeType: StpIncomeType | null) =>
      hrFlags(
        snapshot({ personal: tax === whm ? { tagVisaCitizen: true, visaSubclass: '417' } : {}, tax }),
        at,
        { vevo: WORK_RIGHTS, incomeType },
      );
    expect(reported(whm, null)).toEqual([]);
    expect(reported(whm, 'working-holiday-maker')).toEqual([]);
    const differs = reported(whm, 'salary-and-wages');
    expect(differs.map((f) => f.text)).toEqual([
      'STP income type differs: you report them as salary and wages, but their TFN declaration points to working holiday maker. Check which is right before the first pay is reported to the ATO.',
    ]);
    expect(reported({}, 'working-holiday-maker').map((f) => f.id)).toEqual(['income-type-differs']);
    // Only the employer knows a payee is closely held: a resident's answers fit it.
    expect(reported({}, 'closely-held')).toEqual([]);
    expect(reported({ basisOfPayment: 'labour-hire' }, 'labour-hire')).toEqual([]);
  });

  it('flags a working holiday maker tax answer without a 417/462 visa, and the reverse', () => {
    const whm = { australianResident: 'working-holiday-maker' };
    expect(ids(snapshot({ tax: whm }))).toEqual(['whm-mismatch']);
    const holder = (subclass: string, tax: object = {}) =>
      hrFlags(snapshot({ personal: { tagVisaCitizen: true, visaSubclass: subclass }, tax }), at, {
        vevo: WORK_RIGHTS,
      });
    expect(holder('482', whm).map((f) => f.id)).toEqual(['whm-mismatch']);
    expect(holder('417', whm)).toEqual([]);
    expect(holder('462', whm)).toEqual([]);
    expect(holder('462').map((f) => f.text)).toEqual([
      'A 462 visa without the working holiday maker answer: the hire holds a working holiday visa, but the TFN declaration does not say working holiday maker. Check the tax answer before the first pay.',
    ]);
  });
});

describe('what changed between two submissions', () => {
  it('names each answer in words with its old and new value, masking the TFN', () => {
    const changes = describeChanges(
      snapshot(),
      snapshot({
        tax: { taxFileNumber: '876543210', hasHELPDebt: 'yes' },
        personal: { profilePhotoFileId: 'p2' },
      }),
      { health: true },
    );
    expect(changes).toEqual([
      { section: 'Personal Information', field: 'Profile photo replaced' },
      {
        section: 'Tax Declaration Form',
        field: 'Tax file number',
        before: '••• ••• 782',
        after: '••• ••• 210',
      },
      {
        section: 'Tax Declaration Form',
        field: 'HELP, VSL, FS, SSL or AASL debt',
        before: 'No',
        after: 'Yes',
      },
    ]);
  });

  it('never shows medical answers, and names their change only to a reader who receives health information', () => {
    const after = snapshot({
      medical: { answers: { medicalConditions: '', medications: '', allergies: 'Shellfish', answers: [] } },
    });
    expect(describeChanges(snapshot(), after, { health: false })).toEqual([]);
    const told = describeChanges(snapshot(), after, { health: true });
    expect(told).toEqual([{ section: 'Medical Declaration Form', field: 'Answers changed' }]);
    expect(JSON.stringify(told)).not.toMatch(/Peanuts|Shellfish/);
  });
});
