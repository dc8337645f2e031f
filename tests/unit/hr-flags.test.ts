import { describe, expect, it } from 'vitest';
import { describeChanges } from '../../src/server/services/submission/application-changes';
import type { ApplicationSnapshot } from '../../src/server/services/submission/application-snapshot';
import { hrFlags, visaCheckFlags } from '../../src/server/services/submission/hr-flags';

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
    expect(visaCheckFlags(visa, false).map((f) => f.text)).toEqual([
      'Visa holder without a VEVO check: check their work rights on VEVO before they start.',
    ]);
    expect(visaCheckFlags(visa, true)).toEqual([]);
    expect(visaCheckFlags(snapshot({ personal: { tagVisaCitizen: false } }), false)).toEqual([]);
    expect(hrFlags(visa, at, false).map((f) => f.id)).toContain('visa-without-vevo');
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
