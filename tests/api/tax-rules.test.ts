import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../src/server/db/schema/stored-files';
import { submissionRecords } from '../../src/server/db/schema/submission-records';
import { EnvError, loadEnv } from '../../src/server/env';
import type { RecordsDelivery } from '../../src/server/services/submission/application-snapshot';
import { recordsBody } from '../../src/server/services/submission/submission-job-handlers';
import { TFN_EXEMPTION_LABELS, type TfnExemption } from '../../src/shared/choice-labels';
import { TFN_FROM_TAX_DECLARATION } from '../../src/shared/schemas/superfund-choice';
import { superGuaranteeDuty } from '../../src/shared/super-rate';
import { makeInitialPng } from '../fixtures/make-initial';
import { createMember } from '../fixtures/factories';
import { createCompleteApplication } from '../fixtures/task-factories';
import { adminCookie, createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

// Issue 22 §1 (decision 030): the ATO's rules for the TFN declaration (NAT 3092) and super
// choice (NAT 13080), as the API applies them and as payroll receives them.

let t: TestApp;
let INITIAL: string;
beforeAll(async () => {
  INITIAL = await makeInitialPng({ width: 400 });
  t = await createTestApp({ EMPLOYER_ABN: '53 004 085 616' });
});
afterAll(() => t.close());

const declaration = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  taxFileNumber: '',
  tfnExemption: 'applied',
  basisOfPayment: 'full-time',
  australianResident: 'resident',
  claimTaxFreeThreshold: 'yes',
  hasHELPDebt: 'no',
  previousFamilyName: '',
  taxDeclarationDate: '2026-11-22',
  taxDeclarationSignature: INITIAL,
  ...overrides,
});

const post = (cookie: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const get = (cookie: string, url: string) => t.app.inject({ url, headers: { cookie } });

async function newHire(email: string, fullName = 'Mary Jane Citizen') {
  const cookie = await employeeCookie(t.app, email);
  await createMember(t.deps, { email, fullName, dateOfBirth: '1990-04-01' });
  return cookie;
}

describe('TFN declaration rules (NAT 3092)', () => {
  it("accepts 'I don't want to quote my TFN' and stores it as not-quoted", async () => {
    const cookie = await newHire('notquoted@example.com');
    const res = await post(
      cookie,
      '/api/tax-declarations',
      declaration('notquoted@example.com', { tfnExemption: 'not-quoted' }),
    );
    expect(res.statusCode).toBe(201);
    const shown = (await get(cookie, '/api/tax-declarations/notquoted@example.com')).json();
    expect(shown).toMatchObject({ taxFileNumber: '', tfnExemption: 'not-quoted' });
  });

  it.each(['000 000 000', '111111111', '222222222', '333333333', '444444444', '987654321'])(
    "refuses the ATO's reserved code %s typed as a TFN with a 400 naming the field",
    async (code) => {
      const email = `reserved${code.replace(/\D/g, '').slice(0, 3)}@example.com`;
      const cookie = await newHire(email);
      const res = await post(cookie, '/api/tax-declarations', declaration(email, { taxFileNumber: code }));
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['taxFileNumber']);
      expect((await get(cookie, `/api/tax-declarations/${email}`)).json()).toBeNull();
    },
  );

  it('keeps title, family name and given names as typed, and splits Full Name when they are blank', async () => {
    const typed = await newHire('names@example.com');
    expect(
      (
        await post(
          typed,
          '/api/tax-declarations',
          declaration('names@example.com', { title: 'Ms', familyName: 'Van Der Berg', givenNames: 'Mary' }),
        )
      ).statusCode,
    ).toBe(201);
    expect((await get(typed, '/api/tax-declarations/names@example.com')).json()).toMatchObject({
      title: 'Ms',
      familyName: 'Van Der Berg',
      givenNames: 'Mary',
    });

    const blank = await newHire('split@example.com', 'Mary Jane Citizen');
    expect((await post(blank, '/api/tax-declarations', declaration('split@example.com'))).statusCode).toBe(
      201,
    );
    expect((await get(blank, '/api/tax-declarations/split@example.com')).json()).toMatchObject({
      title: '',
      familyName: 'Citizen',
      givenNames: 'Mary Jane',
    });

    const res = await post(blank, '/api/tax-declarations', declaration('split@example.com', { title: 'Dr' }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['title']);
  });

  it("asks a working holiday maker's passport country (ISO 3166-1 alpha-2) and no one else's", async () => {
    const cookie = await newHire('whm@example.com');
    const whm = declaration('whm@example.com', { australianResident: 'working-holiday-maker' });
    for (const homeCountry of ['', 'ZZ', 'Ireland']) {
      const res = await post(cookie, '/api/tax-declarations', { ...whm, homeCountry });
      expect(res.statusCode, homeCountry).toBe(400);
      expect(res.json().fields).toEqual({ homeCountry: 'Please choose the country of your passport' });
    }
    expect((await post(cookie, '/api/tax-declarations', { ...whm, homeCountry: 'ie' })).statusCode).toBe(201);
    expect((await get(cookie, '/api/tax-declarations/whm@example.com')).json().homeCountry).toBe('IE');

    const resident = declaration('whm@example.com', { homeCountry: 'IE' });
    expect((await post(cookie, '/api/tax-declarations', resident)).statusCode).toBe(201);
    expect((await get(cookie, '/api/tax-declarations/whm@example.com')).json().homeCountry).toBe('');
  });
});

describe('super choice without a TFN (NAT 13080)', () => {
  it('a hire who applied for a TFN saves the super choice with none', async () => {
    const cookie = await newHire('applied@example.com');
    expect((await post(cookie, '/api/tax-declarations', declaration('applied@example.com'))).statusCode).toBe(
      201,
    );
    const res = await post(cookie, '/api/superfund-choices', {
      email: 'applied@example.com',
      fundChoice: 'cbus',
      taxFileNumber: '',
      superfundSignature: INITIAL,
    });
    expect(res.statusCode).toBe(201);
    expect((await get(cookie, '/api/superfund-choices')).json()).toMatchObject({ taxFileNumber: '' });
  });

  it("names the tax declaration's TFN as the one the fund gets", () => {
    expect(TFN_FROM_TAX_DECLARATION).toBe("We'll give your fund the TFN from your tax declaration");
  });
});

describe('EMPLOYER_ABN', () => {
  it('is checked by its check digit when the server starts', () => {
    expect(loadEnv({ EMPLOYER_ABN: '53 004 085 616' }).EMPLOYER_ABN).toBe('53004085616');
    expect(() => loadEnv({ EMPLOYER_ABN: '53 004 085 617' })).toThrow(EnvError);
    expect(() => loadEnv({ EMPLOYER_ABN: '53 004 085 617' })).toThrow(/EMPLOYER_ABN/);
    expect(loadEnv({}).EMPLOYER_ABN).toBeUndefined();
  });
});

describe('what payroll receives', () => {
  const recordsFile = (id: string) => path.join(t.dataDir, 'records', `${id}.json.sealed`);

  /** A complete application whose tax and super were answered through the API, then submitted. */
  async function submitted(
    email: string,
    fullName: string,
    tax: Record<string, unknown>,
    dateOfBirth = '1990-04-01',
  ) {
    await createCompleteApplication(t.deps, { member: { email, fullName, dateOfBirth } });
    const cookie = await employeeCookie(t.app, email);
    expect((await post(cookie, '/api/tax-declarations', declaration(email, tax))).statusCode).toBe(201);
    const superChoice = await post(cookie, '/api/superfund-choices', {
      email,
      fundChoice: 'cbus',
      taxFileNumber: '',
      superfundSignature: INITIAL,
    });
    expect(superChoice.statusCode).toBe(201);
    const res = await post(cookie, `/api/submit-application/${encodeURIComponent(email)}`, {
      isResubmission: false,
    });
    expect(res.statusCode).toBe(200);
    return res.json().submissionId as string;
  }

  async function pdfText(submissionId: string): Promise<string> {
    const db = t.deps.database.db;
    const [record] = await db.select().from(submissionRecords).where(eq(submissionRecords.id, submissionId));
    const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, record!.pdfFileId!));
    const { text } = await extractText(
      await getDocumentProxy(new Uint8Array(t.deps.cipher.openBytes(file!.bytes))),
      {
        mergePages: true,
      },
    );
    return text.replace(/\s+/g, ' ');
  }

  async function excelRows() {
    const res = await t.app.inject({
      url: '/api/admin/download-excel',
      headers: { cookie: await adminCookie(t.app) },
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    const headers = new Map<string, number>();
    sheet.getRow(1).eachCell((cell, col) => headers.set(String(cell.value), col));
    const rows = new Map<string, (header: string) => unknown>();
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      const cell = (header: string) => {
        const col = headers.get(header);
        if (col === undefined) throw new Error(`no column ${header}`);
        return row.getCell(col).value ?? '';
      };
      rows.set(String(cell('Email')), cell);
    });
    return rows;
  }

  it("a super choice saved without a TFN before the declaration had one: the fund gets the declaration's TFN", async () => {
    const email = 'super-first@example.com';
    await createCompleteApplication(t.deps, {
      member: { email, fullName: 'Ana Lima' },
      tax: { taxFileNumber: '', tfnExemption: 'applied' },
    });
    const cookie = await employeeCookie(t.app, email);
    // The TFN had been applied for when the hire chose her fund, so the choice was saved with none;
    // the TFN came later, on the tax declaration.
    const choice = await post(cookie, '/api/superfund-choices', {
      email,
      fundChoice: 'cbus',
      taxFileNumber: '',
      superfundSignature: INITIAL,
    });
    expect(choice.statusCode).toBe(201);
    const tax = await post(
      cookie,
      '/api/tax-declarations',
      declaration(email, { taxFileNumber: '123 456 782', tfnExemption: '' }),
    );
    expect(tax.statusCode).toBe(201);
    const res = await post(cookie, `/api/submit-application/${encodeURIComponent(email)}`, {
      isResubmission: false,
    });
    expect(res.statusCode).toBe(200);

    // The body the records-system delivery sends for this submission, read back as payroll gets it.
    const body = await recordsBody(t.deps, res.json().submissionId as string);
    const delivered = JSON.parse(body!) as RecordsDelivery;
    expect(delivered.application.taxDeclaration).toMatchObject({ taxFileNumber: '123456782', tfnCode: '' });
    expect(delivered.application.superfundChoice).toMatchObject({ taxFileNumber: '123456782' });

    const row = (await excelRows()).get(email)!;
    expect([row('Tax File Number'), row('Super TFN')]).toEqual(['123 456 782', '123 456 782']);
    // The hire's own super choice still reads as she saved it.
    expect((await get(cookie, '/api/superfund-choices')).json()).toMatchObject({ taxFileNumber: '' });
  });

  const CASES: readonly { exemption: TfnExemption; code: string; dateOfBirth?: string }[] = [
    { exemption: 'not-quoted', code: '000000000' },
    { exemption: 'applied', code: '111111111' },
    // 16 on the declaration date (2026-11-22), so the under-18 exemption may be claimed.
    { exemption: 'under18', code: '333333333', dateOfBirth: '2010-03-15' },
    { exemption: 'pension', code: '444444444' },
  ];

  it(
    'the records JSON and the Excel export carry the ATO code beside the reason, and the split names',
    { timeout: 120_000 },
    async () => {
      const ids = new Map<string, string>();
      for (const { exemption, dateOfBirth } of CASES) {
        const email = `payroll-${exemption}@example.com`;
        ids.set(
          email,
          await submitted(
            email,
            'Seán Óg Murphy',
            {
              tfnExemption: exemption,
              title: 'Mr',
              australianResident: 'working-holiday-maker',
              homeCountry: 'IE',
            },
            dateOfBirth,
          ),
        );
      }
      const withTfn = 'payroll-tfn@example.com';
      ids.set(
        withTfn,
        await submitted(withTfn, 'Ana Lima', { taxFileNumber: '123 456 782', tfnExemption: '' }),
      );

      for (const [email, id] of ids) {
        await expect.poll(() => fs.existsSync(recordsFile(id)), { timeout: 20_000 }).toBe(true);
        const delivered = JSON.parse(
          t.deps.cipher.openBytes(fs.readFileSync(recordsFile(id))).toString('utf8'),
        ) as RecordsDelivery;
        const tax = delivered.application.taxDeclaration!;
        const expected = CASES.find((c) => email === `payroll-${c.exemption}@example.com`);
        if (expected) {
          expect(tax).toMatchObject({
            taxFileNumber: '',
            tfnExemption: expected.exemption,
            tfnCode: expected.code,
            tfnExemptionReason: TFN_EXEMPTION_LABELS[expected.exemption],
            title: 'Mr',
            familyName: 'Murphy',
            givenNames: 'Seán Óg',
            homeCountry: 'IE',
          });
          expect(delivered.application.superfundChoice).toMatchObject({ taxFileNumber: '' });
        } else {
          expect(tax).toMatchObject({
            taxFileNumber: '123456782',
            tfnCode: '',
            tfnExemptionReason: '',
            familyName: 'Lima',
            givenNames: 'Ana',
            homeCountry: '',
          });
        }
      }

      const excel = await excelRows();
      for (const { exemption, code } of CASES) {
        const cell = excel.get(`payroll-${exemption}@example.com`)!;
        expect(cell('TFN Code')).toBe(code);
        expect(cell('TFN Exemption')).toBe(TFN_EXEMPTION_LABELS[exemption]);
        expect(cell('Tax File Number')).toBe('');
        expect([cell('Title'), cell('Family Name'), cell('Given Names')]).toEqual([
          'Mr',
          'Murphy',
          'Seán Óg',
        ]);
        expect(cell('Home Country')).toBe('Ireland (IE)');
      }
      const tfnRow = excel.get(withTfn)!;
      expect([tfnRow('Tax File Number'), tfnRow('TFN Code'), tfnRow('Family Name')]).toEqual([
        '123 456 782',
        '',
        'Lima',
      ]);

      // The PDF: names as the ATO asks, the code beside the reason, the payer, Payday Super.
      const pdf = await pdfText(ids.get('payroll-applied@example.com')!);
      expect(pdf).toContain('Title Mr Family name Murphy Given names Seán Óg');
      expect(pdf).toContain(`TFN exemption ${TFN_EXEMPTION_LABELS.applied}`);
      expect(pdf).toContain('ATO code for payroll 111111111');
      expect(pdf).toContain('Country of passport Ireland');
      expect(pdf.match(/Payer Test Builders Pty Ltd \(ABN 53 004 085 616\)/g)).toHaveLength(2);
      expect(pdf).toContain(`Employer contribution ${superGuaranteeDuty(new Date())}`);
    },
  );
});
