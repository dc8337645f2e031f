import { expect, type Page } from '@playwright/test';
import { makeInitialPng } from '../../fixtures/make-initial';
import { seedMember } from './seed-member';

async function activeDocument(page: Page, type: string) {
  const res = await page.request.get(`/api/me/policy-documents/${type}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as {
    id: string;
    title: string;
    version: string;
    questions: { id: string; required?: boolean; kind?: string }[];
  };
}

async function post(page: Page, url: string, data: object) {
  const res = await page.request.post(url, { data });
  expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
}

async function put(page: Page, url: string, data: object) {
  const res = await page.request.put(url, { data });
  expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
}

/**
 * A new hire who completed all six tasks but has not submitted, through the real API on this
 * page's browser (page.request shares its cookies), so the page is signed in as them. Answers
 * the number of requests it sent. `lastTask: 'confidentiality-agreement'` stops before signing the
 * agreement, for a test that does that last task on screen.
 */
export async function completedHire(
  page: Page,
  baseURL: string,
  fullName: string,
  email: string,
  opts: {
    basisOfPayment?: string;
    lastTask?: 'confidentiality-agreement';
    /** Wizard fields over seedMember's defaults (e.g. notes). */
    fields?: Record<string, string>;
    /** The licences of step 5's list (a White Card, for a hire HR approves: decision 098). */
    licences?: object[];
  } = {},
): Promise<number> {
  await seedMember(baseURL, fullName, email, page.request, opts.fields);
  if (opts.licences) await put(page, '/api/me/licences', { licences: opts.licences });
  const initial = await makeInitialPng();
  const workplace = await activeDocument(page, 'workplace-behaviour');
  await post(page, '/api/policy-acknowledgments', {
    email,
    policyDocumentId: workplace.id,
    signature: initial,
    // A 'Do you understand…' question is a choice: Yes (decision 115); the others in words.
    answers: workplace.questions.map((q) => ({
      questionId: q.id,
      answer: q.kind === 'understand' ? 'Yes' : 'Understood',
    })),
  });
  const medical = await activeDocument(page, 'medical-declaration');
  await post(page, '/api/medical-declarations', {
    email,
    policyDocumentId: medical.id,
    answers: medical.questions.map((q) => ({ questionId: q.id, answer: 'None' })),
    medicalDeclarationDate: new Date().toISOString().slice(0, 10),
    medicalSignature: initial,
  });
  await post(page, '/api/tax-declarations', {
    email,
    taxFileNumber: '123 456 782',
    tfnExemption: '',
    basisOfPayment: opts.basisOfPayment ?? 'full-time',
    australianResident: 'resident',
    claimTaxFreeThreshold: 'yes',
    hasHELPDebt: 'no',
    previousFamilyName: '',
    taxDeclarationDate: new Date().toISOString().slice(0, 10),
    taxDeclarationSignature: initial,
  });
  await post(page, '/api/superfund-choices', {
    email,
    fundChoice: 'cbus',
    taxFileNumber: '123 456 782',
    cbusMemberNumber: '',
    superfundSignature: initial,
  });
  if (opts.lastTask) return 4 + 2 + 4;
  const agreement = await activeDocument(page, 'confidentiality-agreement');
  await post(page, '/api/policy-acknowledgments', {
    email,
    policyDocumentId: agreement.id,
    policyTitle: agreement.title,
    policyVersion: agreement.version,
    signature: initial,
    answers: agreement.questions.map((q) => ({ questionId: q.id, answer: q.required ? 'Yes' : 'No' })),
  });
  // seedMember: code, verify, basic info, member; then 3 documents read, 5 tasks saved.
  return 4 + 3 + 5;
}

/** A new hire who completed all six tasks and submitted (completedHire, then the submission). */
export async function submittedHire(
  page: Page,
  baseURL: string,
  fullName: string,
  email: string,
  opts: Parameters<typeof completedHire>[4] = {},
): Promise<number> {
  const sent = await completedHire(page, baseURL, fullName, email, opts);
  if (opts.lastTask) return sent;
  await post(page, `/api/submit-application/${encodeURIComponent(email)}`, { isResubmission: false });
  return sent + 1;
}
