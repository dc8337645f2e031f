import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superfundChoices } from '../../src/server/db/schema/superfund-choices';
import { taxDeclarations } from '../../src/server/db/schema/tax-declarations';
import { teamMembers } from '../../src/server/db/schema/team-members';
import { formatAuDate, formatAuDateTime } from '../../src/server/services/format/au-dates';
import { formatPhone } from '../../src/shared/validators/phone';
import { formatMobile } from '../../src/shared/format';
import { createMember, createSuperfundChoice, createTaxDeclaration } from '../fixtures/factories';
import { adminCookie, createTestApp, type TestApp } from '../fixtures/test-app';

// The export opened by LibreOffice Calc (scripts/ensure-libreoffice.sh installs it for
// `npm test`): converted headless to CSV with cells as shown, every cell of every member must
// read as the database's value does, decrypted, with dates as dd/mm/yyyy.

const run = promisify(execFile);
const LIBREOFFICE = 'libreoffice';

let t: TestApp;
let work: string;

beforeAll(async () => {
  t = await createTestApp();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-xlsx-lo-'));
  const at = new Date('2025-01-14T22:04:05.999Z'); // AEDT: 15/01/2025 9:04:05 AM in Sydney
  for (let i = 0; i < 12; i++) {
    const member = await createMember(t.deps, {
      fullName: i === 0 ? '=HYPERLINK("http://x","y")' : `Member ${i} Ñguyễn`,
      email: `lo-${i}@example.com`,
      mobile: i === 1 ? '+61 412 345 678' : `04123456${String(i).padStart(2, '0')}`,
      dateOfBirth: `19${70 + i}-0${(i % 9) + 1}-2${i % 9}`,
      addrsStreetName: i === 2 ? 'Smith & Sons <Lane> "Rear"' : 'George Street',
      emergencyContactName2: i % 2 ? 'Robin, Builder' : '',
      tagAboriginal: i % 3 === 0,
      tagVisaCitizen: i % 2 === 1,
      visaNumber: i % 2 === 1 ? `V12345${i}` : '',
      visaExpiry: i % 2 === 1 ? '2027-12-31' : '',
      visaPassportNumber: i % 2 === 1 ? `P77${i}` : '',
      visaPassportCountry: i % 2 === 1 ? 'NZ' : '',
      vevoConsent: i % 2 === 1,
      bankBSB: '083-004',
      bankAccountNumber: `5550123${i}`,
      notes:
        i === 4
          ? '@SUM(A1) and a\nsecond line'
          : i === 5
            ? '_x0041_ literal'
            : i === 6
              ? '  indented, and a trailing space '
              : '',
      dataDownloadedBy: i % 4 === 0 ? 'Jane Officer' : null,
      dataDownloadedAt: i % 4 === 0 ? at : null,
      approvedForDeletion: i === 8,
      approvedBy: i === 8 ? 'Jane Officer' : null,
      approvedAt: i === 8 ? new Date('2025-07-14T05:04:05Z') : null,
      approvalNotes: i === 8 ? 'Held elsewhere' : null,
    });
    if (i === 11) continue; // no tax declaration nor super choice yet
    await createTaxDeclaration(t.deps, member, {
      taxFileNumber: i === 6 ? '' : '123456782',
      tfnExemption: i === 6 ? 'under18' : '',
      basisOfPayment: i % 2 ? 'casual' : 'full-time',
      previousFamilyName: i === 7 ? 'Smith-Jones' : '',
    });
    await createSuperfundChoice(t.deps, member, {
      fundChoice: i % 2 ? 'custom' : 'cbus',
      fundABN: i % 2 ? '51824753556' : '',
      fundName: i % 2 ? 'Export Family Super Fund' : '',
      isSMSF: i === 9 ? 'yes' : 'no',
      smsfBSB: i === 9 ? '633-123' : '',
      smsfAccountNumber: i === 9 ? '98765432' : '',
    });
  }
});
afterAll(async () => {
  await t.close();
  fs.rmSync(work, { recursive: true, force: true });
});

/** RFC 4180 CSV (quoted fields may hold commas, quotes and line breaks) as rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows;
}

/** Converts `file` to CSV with LibreOffice, cells as shown, in a fresh profile; answers the rows. */
async function openInLibreOffice(file: string): Promise<string[][]> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-lo-profile-'));
  try {
    // Comma, double quote, UTF-8 (76), from line 1; token 9 'true': each cell as it is shown.
    const filter = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true';
    await run(
      LIBREOFFICE,
      [
        `-env:UserInstallation=${pathToFileURL(profile).href}`,
        '--headless',
        '--norestore',
        '--convert-to',
        filter,
        '--outdir',
        work,
        file,
      ],
      { timeout: 120_000, killSignal: 'SIGKILL' },
    );
    const csv = path.join(work, `${path.basename(file, '.xlsx')}.csv`);
    if (!fs.existsSync(csv)) throw new Error('LibreOffice wrote no CSV: it could not open the export');
    return parseCsv(fs.readFileSync(csv, 'utf8'));
  } finally {
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');
/** A moment as LibreOffice shows the format dd/mm/yyyy h:mm:ss AM/PM, in Sydney (a cell names no zone). */
const shownDateTime = (d: Date | null) =>
  formatAuDateTime(d, 'Australia/Sydney')
    .replace(/ [A-Z]+$/, '')
    .replace(', ', ' ')
    .replace(/ (am|pm)$/, (m) => m.toUpperCase());
const spaced = (digits: string, groups: number[]) => {
  let at = 0;
  return groups.map((n) => digits.slice(at, (at += n))).join(' ');
};

/** Each column as the database holds it, stated independently of the export's own mapping. */
async function expectedRows(): Promise<Map<string, Record<string, string>>> {
  const { cipher } = t.deps;
  const rows = await t.deps.database.db
    .select({ m: teamMembers, tax: taxDeclarations, sf: superfundChoices })
    .from(teamMembers)
    .leftJoin(taxDeclarations, eq(taxDeclarations.memberId, teamMembers.id))
    .leftJoin(superfundChoices, eq(superfundChoices.memberId, teamMembers.id))
    .orderBy(asc(teamMembers.email));
  const tfnShown = (stored: string | undefined) => {
    const tfn = stored ? cipher.decrypt(stored) : '';
    return tfn ? spaced(tfn, [3, 3, 3]) : '';
  };
  const basis: Record<string, string> = { 'full-time': 'Full-time employment', casual: 'Casual employment' };
  return new Map(
    rows.map(({ m, tax, sf }) => [
      m.email,
      {
        ID: m.id,
        'Full Name': m.fullName,
        Email: m.email,
        Mobile: formatMobile(m.mobile),
        Gender: m.gender,
        'Date of Birth': formatAuDate(m.dateOfBirth),
        'Profile Photo': yesNo(m.profilePhotoFileId !== null),
        'House No.': m.addrsHouseNumber,
        'Street Name': m.addrsStreetName,
        Suburb: m.addrsSuburb,
        State: m.addrsState,
        'Post Code': m.addrsPostcode,
        'Postal Address Different': yesNo(m.postalAddressDifferent),
        'Postal Address': m.postalAddressLine,
        'Postal Suburb': m.postalSuburb,
        'Postal State': m.postalState,
        'Postal Post Code': m.postalPostcode,
        'Emergency Contact 1 Name': m.emergencyContactName1,
        'Emergency Contact 1 Mobile': formatPhone(m.emergencyContactMobile1),
        'Emergency Contact 1 Relationship': m.emergencyContactRelationship1,
        'Emergency Contact 2 Name': m.emergencyContactName2,
        'Emergency Contact 2 Mobile': formatPhone(m.emergencyContactMobile2),
        'Emergency Contact 2 Relationship': m.emergencyContactRelationship2,
        Aboriginal: yesNo(m.tagAboriginal),
        'Single Parent': yesNo(m.tagSingleParent),
        Disabled: yesNo(m.tagDisabled),
        'Australian Citizen': yesNo(m.tagAustralianCitizen),
        'Permanent Resident': yesNo(m.tagPermanentResident),
        'New Zealand Citizen': yesNo(m.tagNZCitizen),
        'Visa Citizen': yesNo(m.tagVisaCitizen),
        'Visa Number': cipher.decrypt(m.visaNumber),
        'Visa Expiry': formatAuDate(m.visaExpiry),
        'Visa Subclass': m.visaSubclass,
        'Visa Work Conditions': m.visaConditions,
        'Visa Passport Number': cipher.decrypt(m.visaPassportNumber),
        'Visa Passport Country': m.visaPassportCountry ? 'New Zealand (NZ)' : '',
        'Visa ImmiCard Number': cipher.decrypt(m.visaImmiCardNumber),
        'VEVO Consent': yesNo(m.vevoConsent),
        // No VEVO check is recorded here: a visa holder's row is flagged.
        'VEVO Check Needed': yesNo(m.tagVisaCitizen),
        'VEVO Checked On': '',
        'VEVO Result': '',
        'VEVO Reference': '',
        'VEVO Conditions': '',
        'VEVO Officer': '',
        'Bank Name': m.bankInstitution,
        'Account Name': m.bankAccountName,
        BSB: cipher.decrypt(m.bankBSB),
        'Account Number': cipher.decrypt(m.bankAccountNumber),
        Company: m.companyBeingEmployedBy,
        Position: m.position,
        Department: m.department,
        Location: m.location,
        'Planned Start Date': formatAuDate(m.plannedStartDate),
        Notes: m.notes,
        'Initial Provided': yesNo(m.signatureFileId !== null),
        Title: tax?.title ?? '',
        'Family Name': tax?.familyName ?? '',
        'Given Names': tax?.givenNames ?? '',
        'First Name': tax?.firstName ?? '',
        'Middle Name': tax?.middleName ?? '',
        'Tax File Number': tfnShown(tax?.taxFileNumber),
        'TFN Code': tax?.tfnExemption === 'under18' ? '333333333' : '',
        'TFN Exemption':
          tax?.tfnExemption === 'under18'
            ? 'I am claiming an exemption because I am under 18 years of age and do not earn enough to pay tax'
            : '',
        'Basis of Payment': tax ? basis[tax.basisOfPayment]! : '',
        'Residency Status': tax ? 'An Australian resident for tax purposes' : '',
        'Home Country': '',
        'Claim Tax-Free Threshold': tax ? yesNo(tax.claimTaxFreeThreshold === 'yes') : '',
        'HELP Debt': tax ? yesNo(tax.hasHELPDebt === 'yes') : '',
        'Previous Family Name': tax?.previousFamilyName ?? '',
        'Tax Declaration Date': tax ? formatAuDate(tax.taxDeclarationDate) : '',
        'Tax Declaration Submitted At': shownDateTime(tax?.submittedAt ?? null),
        'Super Fund Choice': sf
          ? sf.fundChoice === 'custom'
            ? 'OPTION 2: My own super fund'
            : "OPTION 1: My employer's default fund"
          : '',
        'Super TFN': tfnShown(sf?.taxFileNumber),
        'Cbus Member Number': sf?.cbusMemberNumber ?? '',
        'Super Fund Name': sf?.fundName ?? '',
        'Super Fund ABN': sf?.fundABN ? spaced(sf.fundABN, [2, 3, 3, 3]) : '',
        'Super Fund USI': sf?.fundUSI ?? '',
        'Super Fund Address': sf?.fundAddress ?? '',
        'Super Member Number': sf?.memberNumber ?? '',
        'Super Account Name': sf?.accountName ?? '',
        'Super Fund Phone': sf?.fundPhoneNumber ?? '',
        SMSF: sf ? yesNo(sf.isSMSF === 'yes') : '',
        'SMSF BSB': sf ? cipher.decrypt(sf.smsfBSB) : '',
        'SMSF Account Number': sf ? cipher.decrypt(sf.smsfAccountNumber) : '',
        'SMSF ESA': sf?.smsfFundESA ?? '',
        'Super Choice Submitted At': shownDateTime(sf?.submittedAt ?? null),
        'Onboarding Date': shownDateTime(m.createdAt),
        'Last Updated': shownDateTime(m.updatedAt),
        'Downloaded By': m.dataDownloadedBy ?? '',
        'Downloaded At': shownDateTime(m.dataDownloadedAt),
        'Approved for Deletion': yesNo(m.approvedForDeletion),
        'Approved By': m.approvedBy ?? '',
        'Approved At': shownDateTime(m.approvedAt),
        'Approval Notes': m.approvalNotes ?? '',
      },
    ]),
  );
}

describe('The Excel export in LibreOffice Calc', () => {
  it('opens cleanly, and every cell of every member reads as the database holds it', async () => {
    const cookie = await adminCookie(t.app);
    const res = await t.app.inject({ url: '/api/admin/download-excel', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const file = path.join(work, 'team_members.xlsx');
    fs.writeFileSync(file, res.rawPayload);

    const [header, ...body] = await openInLibreOffice(file);
    const expected = await expectedRows();
    expect(header).toEqual(Object.keys(expected.get('lo-0@example.com')!));
    expect(body).toHaveLength(expected.size);
    const emailAt = header!.indexOf('Email');
    for (const cells of body) {
      const want = expected.get(cells[emailAt]!);
      expect(want, `a row for ${cells[emailAt]}`).toBeDefined();
      expect(Object.fromEntries(header!.map((h, i) => [h, cells[i] ?? '']))).toEqual(want);
    }
    // The cases above, spelled out: a date, a Sydney time across daylight saving, inert text.
    const first = Object.fromEntries(
      header!.map((h, i) => [h, body.find((r) => r[emailAt] === 'lo-0@example.com')![i]]),
    );
    expect(first['Date of Birth']).toBe('20/01/1970');
    expect(first['Downloaded At']).toBe('15/01/2025 9:04:05 AM');
    expect(first['Full Name']).toBe('=HYPERLINK("http://x","y")');
  }, 180_000);
});
