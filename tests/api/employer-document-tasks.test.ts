import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/server/db/schema/jobs';
import { SUBMISSION_JOBS } from '../../src/server/services/submission/submission-kinds';
import { myDocumentSchema, policyDocumentResponseSchema } from '../../src/shared/answers/policy-document';
import { applicationDetailSchema } from '../../src/shared/answers/applications';
import { meStatusSchema, type MeStatus } from '../../src/shared/me-status';
import { startWebhookReceiver } from '../fixtures/delivery-peers';
import { makeInitialPng } from '../fixtures/make-initial';
import { createCompleteApplication } from '../fixtures/task-factories';
import { adminCookie, createTestApp, employeeCookie, submitAsHire, type TestApp } from '../fixtures/test-app';

// Issue 39 items 4 and 5 (decision 090): an employer document is a task for the hires it applies
// to; it counts toward submission, reaches the records JSON, and is signed again after a change
// only when the owner asks.

let t: TestApp;
const receiver = startWebhookReceiver();
let owner: string;
let initial: string;
const SITE_HIRE = 'at.site@example.com';
const FACTORY_HIRE = 'at.factory@example.com';
const cookies = new Map<string, string>();
let inductionId: string;
let letterId: string;

beforeAll(async () => {
  t = await createTestApp({
    RECORDS_WEBHOOK_URL: await receiver.listen(),
    RECORDS_WEBHOOK_SECRET: 'test-webhook-secret',
  });
  owner = await adminCookie(t.app);
  initial = await makeInitialPng();
  const create = async (payload: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/policy-documents',
      headers: { cookie: owner },
      payload,
    });
    return policyDocumentResponseSchema.parse(res.json()).id;
  };
  inductionId = await create({
    title: 'Site Induction - Site',
    content: '<p>Hard hats on.</p>',
    documentType: 'site-induction',
    version: '1.0',
    appliesTo: { kind: 'sites', names: ['Site'] },
    questions: [{ id: 'ppe', question: 'Do you have your own PPE?', required: true, kind: 'yes-no' }],
  });
  letterId = await create({
    title: 'Letter of Offer',
    content: '<p>We are pleased to offer you the position.</p>',
    documentType: 'letter-of-offer',
    version: '1.0',
    needsCountersignature: true,
  });
  for (const [email, location] of [
    [SITE_HIRE, 'Site'],
    [FACTORY_HIRE, 'Factory'],
  ] as const) {
    await createCompleteApplication(t.deps, { member: { email, location } });
    cookies.set(email, await employeeCookie(t.app, email));
  }
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

async function status(email: string): Promise<MeStatus> {
  const res = await t.app.inject({ url: '/api/me/status', headers: { cookie: cookies.get(email)! } });
  return meStatusSchema.parse(res.json());
}

const sign = (email: string, policyDocumentId: string, answers: object[] = []) =>
  t.app.inject({
    method: 'POST',
    url: '/api/policy-acknowledgments',
    headers: { cookie: cookies.get(email)!, 'user-agent': 'TestPhone/1.0' },
    payload: { email, policyDocumentId, signature: initial, answers },
  });

describe('employer documents as tasks', () => {
  it('gives the hire at the site both documents and the hire elsewhere only the one for everyone', async () => {
    expect((await status(SITE_HIRE)).documents.map((d) => [d.title, d.isCompleted])).toEqual([
      ['Site Induction - Site', false],
      ['Letter of Offer', false],
    ]);
    expect((await status(FACTORY_HIRE)).documents.map((d) => d.title)).toEqual(['Letter of Offer']);
    const read = (email: string) =>
      t.app.inject({ url: `/api/me/documents/${inductionId}`, headers: { cookie: cookies.get(email)! } });
    expect(myDocumentSchema.parse((await read(SITE_HIRE)).json())).toMatchObject({
      title: 'Site Induction - Site',
      content: '<p>Hard hats on.</p>',
      isCompleted: false,
    });
    expect((await read(FACTORY_HIRE)).statusCode).toBe(404);
  });

  it('refuses a document that is not the hire’s, and a required Yes/No question not answered Yes', async () => {
    expect((await sign(FACTORY_HIRE, inductionId, [{ questionId: 'ppe', answer: 'Yes' }])).statusCode).toBe(
      403,
    );
    const unanswered = await sign(SITE_HIRE, inductionId);
    expect(unanswered.statusCode).toBe(400);
    expect(unanswered.json().message).toBe('Required Questions Not Answered: 1 remaining');
    const maybe = await sign(SITE_HIRE, inductionId, [{ questionId: 'ppe', answer: 'Maybe' }]);
    expect(maybe.json().fields).toMatchObject({ 'answers.0.answer': 'The answer must be Yes or No' });
    expect((await sign(SITE_HIRE, inductionId, [{ questionId: 'ppe', answer: 'Yes' }])).statusCode).toBe(201);
    expect((await status(SITE_HIRE)).documents.map((d) => d.isCompleted)).toEqual([true, false]);
  });

  it('counts the documents toward submission, and the records JSON carries them with the version signed', async () => {
    const early = await submitAsHire(t.app, SITE_HIRE, cookies.get(SITE_HIRE)!);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('Letter of Offer');
    expect((await sign(SITE_HIRE, letterId)).statusCode).toBe(201);
    const submitted = await submitAsHire(t.app, SITE_HIRE, cookies.get(SITE_HIRE)!);
    expect(submitted.statusCode).toBeLessThan(300);
    t.deps.jobs.wake();
    await receiver.until(() => receiver.deliveries.length > 0);
    const body = JSON.parse(receiver.deliveries[0]!.body) as {
      application: {
        employerDocuments: { title: string; version: string; documentType: string; answers: object[] }[];
      };
    };
    expect(body.application.employerDocuments).toEqual([
      expect.objectContaining({
        title: 'Site Induction - Site',
        documentType: 'site-induction',
        version: '1.0',
        answers: [{ questionId: 'ppe', question: 'Do you have your own PPE?', answer: 'Yes' }],
      }),
      expect.objectContaining({ title: 'Letter of Offer', documentType: 'letter-of-offer', version: '1.0' }),
    ]);
    const after = await status(SITE_HIRE);
    expect(after.documents.every((d) => d.isSubmitted)).toBe(true);
    expect(after.resubmissionRequired).toBe(false);
  });

  it('asks those who signed to sign a new version again only when the owner says so', async () => {
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/policy-documents/${letterId}`,
        headers: { cookie: owner },
        payload,
      });
    expect((await patch({ version: '1.1', content: '<p>Typo fixed.</p>' })).statusCode).toBe(200);
    let letter = (await status(SITE_HIRE)).documents.find((d) => d.documentId === letterId)!;
    expect(letter).toMatchObject({ version: '1.1', isCompleted: true, isSignAgain: false });

    expect((await patch({ version: '2.0', askToSignAgain: true })).statusCode).toBe(200);
    const now = await status(SITE_HIRE);
    letter = now.documents.find((d) => d.documentId === letterId)!;
    expect(letter).toMatchObject({ version: '2.0', isCompleted: false, isSignAgain: true });
    expect(now.resubmissionRequired).toBe(true);
    expect((await sign(SITE_HIRE, letterId)).statusCode).toBe(201);
    expect((await status(SITE_HIRE)).documents.find((d) => d.documentId === letterId)).toMatchObject({
      isCompleted: true,
      isSignAgain: false,
    });
    // HR's detail names the version each document was signed at.
    const list = await t.app.inject({
      url: `/api/admin/applications?search=${SITE_HIRE}`,
      headers: { cookie: owner },
    });
    const appId = (list.json() as { applications: { id: string }[] }).applications[0]!.id;
    const detail = applicationDetailSchema.parse(
      (await t.app.inject({ url: `/api/admin/applications/${appId}`, headers: { cookie: owner } })).json(),
    );
    expect(detail.documents.map((d) => [d.title, d.status, d.signature?.document])).toEqual([
      ['Site Induction - Site', 'done', 'Site Induction - Site (version 1.0)'],
      ['Letter of Offer', 'done', 'Letter of Offer (version 2.0)'],
    ]);
    // The resubmission's change list names the document signed again at its new version.
    const resubmitted = await submitAsHire(t.app, SITE_HIRE, cookies.get(SITE_HIRE)!);
    expect(resubmitted.statusCode).toBeLessThan(300);
    const [confirmation] = await t.deps.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.kind, SUBMISSION_JOBS.confirmEmployee))
      .orderBy(desc(jobs.createdAt))
      .limit(1);
    expect((confirmation!.payload as { changes: string[] }).changes).toEqual([
      'Letter of Offer: Document',
      'Letter of Offer: Signed again',
    ]);
    // A built-in document is always signed again when changed: the owner has no choice to make.
    const builtIn = await t.app.inject({
      method: 'GET',
      url: '/api/policy-documents',
      headers: { cookie: owner },
    });
    const behaviour = (
      builtIn.json() as { documents: { id: string; documentType: string; isActive: boolean }[] }
    ).documents.find((d) => d.documentType === 'workplace-behaviour' && d.isActive)!;
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/policy-documents/${behaviour.id}`,
      headers: { cookie: owner },
      payload: { askToSignAgain: false },
    });
    expect(refused.statusCode).toBe(400);
  });
});
