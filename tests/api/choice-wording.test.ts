import { drawnPdf } from '../../src/server/services/pdf-files/pdf-files';
import { MEDICAL_ANSWERS_ELSEWHERE } from '../../src/server/services/pdf/task-sections';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BASIS_OF_PAYMENT,
  BASIS_OF_PAYMENT_LABELS,
  FUND_CHOICE_LABELS,
  FUND_CHOICES,
  PERSONAL_STATUS_TAG_LABELS,
  PERSONAL_STATUS_TAGS,
  RESIDENCY_LABELS,
  RESIDENCY_STATUSES,
  TFN_EXEMPTION_CODES,
  TFN_EXEMPTION_LABELS,
  TFN_EXEMPTIONS,
  type TfnExemption,
  VEVO_RESULT_LABELS,
  VEVO_RESULTS,
  VISA_CONDITIONS_LABEL,
  VISA_SUBCLASS_LABEL,
  YES_NO_LABELS,
  type YesNo,
} from '../../src/shared/choice-labels';
import { submissionRecords } from '../../src/server/db/schema/submission-records';
import { makeInitialPng } from '../fixtures/make-initial';
import { createCompleteApplication } from '../fixtures/task-factories';
import { adminCookie, createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

// Issue 21: every choice of an application is worded once (src/shared/choice-labels.ts, which the
// forms show), and the application PDF HR receives and the admin's Excel export say the same.

let t: TestApp;
let initial: string;
beforeAll(async () => {
  t = await createTestApp();
  initial = await makeInitialPng();
});
afterAll(() => t.close());

const TAGS_OF: Record<(typeof PERSONAL_STATUS_TAGS)[number], (i: number) => boolean> = {
  tagAboriginal: (i) => i % 2 === 0,
  tagSingleParent: (i) => i % 2 === 1,
  tagDisabled: (i) => i === 2,
  // The right to work is exactly one of four (issue 22 §3): each is someone's.
  tagAustralianCitizen: (i) => i < 2,
  tagPermanentResident: (i) => i === 2,
  tagNZCitizen: (i) => i === 3,
  tagVisaCitizen: (i) => i === 4,
};

/** Five applications between them choose every option of every choice at least once. */
const APPLICATIONS = BASIS_OF_PAYMENT.map((basisOfPayment, i) => ({
  email: `wording${i}@example.com`,
  tags: Object.fromEntries(PERSONAL_STATUS_TAGS.map((tag) => [tag, TAGS_OF[tag](i)])),
  tfnExemption: (TFN_EXEMPTIONS[i] ?? '') as TfnExemption | '',
  basisOfPayment,
  australianResident: RESIDENCY_STATUSES[i % RESIDENCY_STATUSES.length]!,
  claimTaxFreeThreshold: (i % 2 === 0 ? 'yes' : 'no') as YesNo,
  hasHELPDebt: (i % 2 === 0 ? 'no' : 'yes') as YesNo,
  fundChoice: FUND_CHOICES[i % FUND_CHOICES.length]!,
  isSMSF: (i === 1 ? 'yes' : 'no') as YesNo,
}));
type Application = (typeof APPLICATIONS)[number];

const post = (cookie: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

/** Personal Information and the policies seeded; tax, super and medical answered through their routes. */
async function submitApplication(a: Application): Promise<{ submissionId: string; medical: string[] }> {
  await createCompleteApplication(t.deps, {
    // The 'Under 18' exemption is only for someone under 18 on the declaration date.
    member: {
      email: a.email,
      dateOfBirth: a.tfnExemption === 'under18' ? '2010-05-01' : '1990-05-01',
      ...a.tags,
      ...(a.tags.tagVisaCitizen ? { visaSubclass: '482', visaConditions: '8107' } : {}),
    },
  });
  const cookie = await employeeCookie(t.app, a.email);
  const tax = await post(cookie, '/api/tax-declarations', {
    email: a.email,
    taxFileNumber: a.tfnExemption ? '' : '123 456 782',
    tfnExemption: a.tfnExemption,
    basisOfPayment: a.basisOfPayment,
    australianResident: a.australianResident,
    homeCountry: a.australianResident === 'working-holiday-maker' ? 'NZ' : '',
    claimTaxFreeThreshold: a.claimTaxFreeThreshold,
    hasHELPDebt: a.hasHELPDebt,
    previousFamilyName: '',
    taxDeclarationDate: '2026-11-22',
    taxDeclarationSignature: initial,
  });
  expect(tax.statusCode).toBe(201);
  const own = {
    fundName: 'Builder Family Super Fund',
    fundABN: '51 824 753 556',
    fundAddress: '1 George St, Sydney NSW 2000',
    ...(a.isSMSF === 'yes'
      ? { smsfBSB: '062-000', smsfAccountNumber: '11223344', smsfFundESA: 'SMSFDataFlow' }
      : { fundUSI: '75493363262001' }),
  };
  const superChoice = await post(cookie, '/api/superfund-choices', {
    email: a.email,
    fundChoice: a.fundChoice,
    taxFileNumber: '123 456 782',
    isSMSF: a.isSMSF,
    superfundSignature: initial,
    ...(a.fundChoice === 'custom' ? own : {}),
  });
  expect(superChoice.statusCode).toBeLessThan(300);
  const doc = (
    await t.app.inject({ url: '/api/me/policy-documents/medical-declaration', headers: { cookie } })
  ).json() as {
    id: string;
    questions: { id: string; question: string }[];
  };
  const answers = doc.questions.map((q, n) => ({
    questionId: q.id,
    question: q.question,
    answer: `Answer ${n + 1} of ${a.email}`,
  }));
  const medical = await post(cookie, '/api/medical-declarations', {
    email: a.email,
    policyDocumentId: doc.id,
    answers: answers.map(({ questionId, answer }) => ({ questionId, answer })),
    medicalDeclarationDate: '2026-11-22',
    medicalSignature: initial,
  });
  expect(medical.statusCode).toBeLessThan(300);
  const submitted = await post(cookie, `/api/submit-application/${encodeURIComponent(a.email)}`, {
    isResubmission: false,
  });
  expect(submitted.statusCode).toBe(200);
  return {
    submissionId: submitted.json().submissionId as string,
    medical: answers.map((q) => q.answer),
  };
}

/** The application PDF's text, whitespace (line breaks of wrapped values) as single spaces. */
async function applicationPdfText(submissionId: string): Promise<string> {
  const db = t.deps.database.db;
  const [record] = await db.select().from(submissionRecords).where(eq(submissionRecords.id, submissionId));
  // Drawn by its job, or here if the job has not run yet (the same bytes either way: decision 026).
  const file = await drawnPdf(t.deps, record!.pdfFileId!);
  const { text } = await extractText(
    await getDocumentProxy(new Uint8Array(t.deps.cipher.openBytes(file!.bytes))),
    {
      mergePages: true,
    },
  );
  return text.replace(/\s+/g, ' ');
}

/** The export's rows by email, each cell by its header. */
async function excelRows(): Promise<Map<string, (header: string) => unknown>> {
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

describe('one wording for every choice', () => {
  // Five submissions, each rendering its PDFs: more than the default 30 s on a loaded machine.
  it(
    'words each choice of submitted applications in the PDF and the Excel export as the forms do',
    { timeout: 180_000 },
    async () => {
      const pdfs = new Map<string, string>();
      const medical = new Map<string, string[]>();
      for (const a of APPLICATIONS) {
        const submitted = await submitApplication(a);
        pdfs.set(a.email, await applicationPdfText(submitted.submissionId));
        medical.set(a.email, submitted.medical);
      }
      const excel = await excelRows();

      const seen = new Set<string>();
      for (const a of APPLICATIONS) {
        const pdf = pdfs.get(a.email)!;
        const cell = excel.get(a.email)!;
        // [the PDF's row, the Excel column, the wording the forms show]
        const choices: [string, string, string][] = [
          ['Basis of payment', 'Basis of Payment', BASIS_OF_PAYMENT_LABELS[a.basisOfPayment]],
          ['Residency for tax purposes', 'Residency Status', RESIDENCY_LABELS[a.australianResident]],
          [
            'Claims the tax-free threshold',
            'Claim Tax-Free Threshold',
            YES_NO_LABELS[a.claimTaxFreeThreshold],
          ],
          ['HELP, VSL, FS, SSL or AASL debt', 'HELP Debt', YES_NO_LABELS[a.hasHELPDebt]],
          ['Fund', 'Super Fund Choice', FUND_CHOICE_LABELS[a.fundChoice]],
          ...PERSONAL_STATUS_TAGS.map((tag): [string, string, string] => [
            PERSONAL_STATUS_TAG_LABELS[tag],
            PERSONAL_STATUS_TAG_LABELS[tag],
            YES_NO_LABELS[a.tags[tag] ? 'yes' : 'no'],
          ]),
        ];
        if (a.tfnExemption) {
          choices.push(
            ['TFN exemption', 'TFN Exemption', TFN_EXEMPTION_LABELS[a.tfnExemption]],
            ['ATO code for payroll', 'TFN Code', TFN_EXEMPTION_CODES[a.tfnExemption]],
          );
        }
        if (a.tags.tagVisaCitizen) {
          choices.push(
            [VISA_SUBCLASS_LABEL, VISA_SUBCLASS_LABEL, '482'],
            [VISA_CONDITIONS_LABEL, VISA_CONDITIONS_LABEL, '8107'],
          );
        }
        if (a.fundChoice === 'custom') choices.push(['Self-managed fund', 'SMSF', YES_NO_LABELS[a.isSMSF]]);
        for (const [pdfRow, column, wording] of choices) {
          expect(cell(column), `${a.email}: Excel ${column}`).toBe(wording);
          expect(pdf, `${a.email}: PDF ${pdfRow}`).toContain(`${pdfRow} ${wording}`);
          seen.add(wording);
        }

        // The medical answers are health information: the application PDF, which every
        // recipient gets, leaves them to the medical declaration's PDF (decision 033).
        expect(medical.get(a.email)!.length).toBeGreaterThan(0);
        for (const row of medical.get(a.email)!) expect(pdf).not.toContain(row);
        expect(pdf).toContain(MEDICAL_ANSWERS_ELSEWHERE);
        expect(pdf).not.toContain('[object Object]');
        expect(pdf).not.toMatch(/\bundefined\b|\bnull\b/);
      }

      // Every option of every choice was shown at least once.
      for (const labels of [
        BASIS_OF_PAYMENT_LABELS,
        RESIDENCY_LABELS,
        FUND_CHOICE_LABELS,
        TFN_EXEMPTION_LABELS,
        TFN_EXEMPTION_CODES,
        YES_NO_LABELS,
      ]) {
        for (const wording of Object.values(labels)) expect(seen).toContain(wording);
      }
    },
  );

  it("words each VEVO result in the Excel export as the admin's form does", { timeout: 60_000 }, async () => {
    // The visa holder submitted by the test above.
    const visa = APPLICATIONS.find((a) => a.tags.tagVisaCitizen)!;
    const cookie = await adminCookie(t.app);
    const [member] = (
      await t.app.inject({ url: `/api/admin/team-members?search=${visa.email}`, headers: { cookie } })
    ).json().members as { id: string }[];
    for (const result of VEVO_RESULTS) {
      const res = await post(cookie, `/api/admin/vevo-check/${member!.id}`, {
        checkedOn: '2026-11-24',
        result,
        reference: 'VEVO-1',
        officer: 'Jo Officer',
      });
      expect(res.statusCode).toBe(200);
      const cell = (await excelRows()).get(visa.email)!;
      expect(cell('VEVO Result')).toBe(VEVO_RESULT_LABELS[result]);
    }
  });
});
