import { type APIRequestContext, expect, request } from '@playwright/test';
import { makeInitialPng } from '../../fixtures/make-initial';
import { seedMember } from './seed-member';

interface SigningDocument {
  id: string;
  title: string;
  version: string;
  questions: { id: string; required?: boolean; kind?: string }[];
}

async function activeDocument(api: APIRequestContext, type: string): Promise<SigningDocument> {
  const res = await api.get(`/api/me/policy-documents/${type}`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as SigningDocument;
}

async function post(api: APIRequestContext, url: string, data: Record<string, unknown>) {
  const res = await api.post(url, { data });
  expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
  return res;
}

/**
 * A new hire completes the six tasks through the real API, as their screens post them, and
 * submits: the server enqueues the recipients' emails, the confirmation and the records delivery.
 */
export async function submitApplicationViaApi(
  baseURL: string,
  fullName: string,
  email: string,
  opts: { beforeSubmit?: () => void } = {},
) {
  const api = await request.newContext({ baseURL });
  try {
    await seedMember(baseURL, fullName, email, api);
    const initial = await makeInitialPng();
    const today = new Date().toISOString().slice(0, 10);
    for (const type of ['workplace-behaviour', 'confidentiality-agreement']) {
      const doc = await activeDocument(api, type);
      const isAgreement = type === 'confidentiality-agreement';
      await post(api, '/api/policy-acknowledgments', {
        email,
        policyDocumentId: doc.id,
        policyTitle: doc.title,
        policyVersion: doc.version,
        signature: initial,
        // A ticked question, or a 'Do you understand…' choice (decision 115), is answered Yes.
        answers: doc.questions.map((q) => ({
          questionId: q.id,
          answer: isAgreement || q.kind === 'understand' ? 'Yes' : 'Understood',
        })),
      });
    }
    const medical = await activeDocument(api, 'medical-declaration');
    await post(api, '/api/medical-declarations', {
      email,
      policyDocumentId: medical.id,
      answers: medical.questions.map((q) => ({ questionId: q.id, answer: 'None' })),
      medicalDeclarationDate: today,
      medicalSignature: initial,
    });
    await post(api, '/api/tax-declarations', {
      email,
      taxFileNumber: '123 456 782',
      tfnExemption: '',
      basisOfPayment: 'full-time',
      australianResident: 'resident',
      claimTaxFreeThreshold: 'yes',
      hasHELPDebt: 'no',
      previousFamilyName: '',
      taxDeclarationDate: today,
      taxDeclarationSignature: initial,
    });
    await post(api, '/api/superfund-choices', {
      email,
      fundChoice: 'cbus',
      taxFileNumber: '123 456 782',
      cbusMemberNumber: '',
      superfundSignature: initial,
    });
    opts.beforeSubmit?.();
    await post(api, `/api/submit-application/${encodeURIComponent(email)}`, { isResubmission: false });
  } finally {
    await api.dispose();
  }
}
