import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../src/server/db/schema/stored-files';
import { STEP_UP_REQUIRED } from '../../src/server/services/identity/step-up';
import { makeInitialPng } from '../fixtures/make-initial';
import { createCompleteApplication } from '../fixtures/task-factories';
import { createTestApp, employeeCookie, proveEmailCode, type TestApp } from '../fixtures/test-app';

// Issue 23, item 9, decision 036: the medical answers are health information. After the
// application is submitted they are read and changed, like the TFN and bank numbers (decision
// 018), only within the step-up window a fresh emailed code opens.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });

const ALLERGY = 'Anaphylaxis to peanuts, carries an EpiPen';

async function hire(email: string) {
  const member = await createCompleteApplication(t.deps, {
    withTaskPdfs: true,
    member: { email },
    medicalAnswers: { medicalConditions: 'Asthma', medications: 'Ventolin', allergies: ALLERGY },
  });
  const cookie = await employeeCookie(t.app, email);
  const [pdf] = await t.deps.database.db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.memberId, member.id), eq(storedFiles.kind, 'medical-declaration-pdf')));
  return { member, cookie, pdfId: pdf!.id };
}

const refusedForStepUp = (res: { statusCode: number; body: string }) => {
  expect(res.statusCode).toBe(403);
  expect(JSON.parse(res.body)).toMatchObject({ error: 'step_up_required', message: STEP_UP_REQUIRED });
  expect(res.body).not.toContain('peanuts');
};

describe('medical answers after a submission (decision 036)', () => {
  it('before the first submission the new hire reads them freely', async () => {
    const email = 'medical-before@example.com';
    const { cookie, pdfId } = await hire(email);
    const res = await call(cookie, 'GET', `/api/medical-declarations/${email}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().allergies).toBe(ALLERGY);
    expect((await call(cookie, 'GET', `/api/files/${pdfId}`)).statusCode).toBe(200);
  });

  it('a session left open after submitting can neither read nor change them, nor plant a draft; a fresh code opens them', async () => {
    const email = 'medical-after@example.com';
    const { cookie, pdfId } = await hire(email);
    const doc = (await call(cookie, 'GET', '/api/me/policy-documents/medical-declaration')).json();
    // A draft typed before submitting (an edit left half way).
    const draft = { documentId: doc.id, answers: { allergies: `${ALLERGY} (draft)` }, isRead: true };
    expect(
      (await call(cookie, 'PUT', '/api/me/drafts/medical-declaration?autosave=1', draft)).statusCode,
    ).toBe(200);
    const submitted = await call(cookie, 'POST', `/api/submit-application/${email}`, {});
    expect(submitted.statusCode).toBe(200);

    refusedForStepUp(await call(cookie, 'GET', `/api/medical-declarations/${email}`));
    refusedForStepUp(await call(cookie, 'GET', `/api/files/${pdfId}`));
    refusedForStepUp(await call(cookie, 'DELETE', `/api/medical-declarations/${email}`));
    const initial = await makeInitialPng();
    const resign = {
      email,
      policyDocumentId: doc.id,
      answers: doc.questions.map((q: { id: string }) => ({ questionId: q.id, answer: 'None' })),
      medicalDeclarationDate: new Date().toISOString().slice(0, 10),
      medicalSignature: initial,
    };
    refusedForStepUp(await call(cookie, 'POST', '/api/medical-declarations', resign));
    refusedForStepUp(await call(cookie, 'PUT', '/api/me/drafts/medical-declaration?autosave=1', draft));
    const drafts = await call(cookie, 'GET', '/api/me/drafts');
    expect(drafts.statusCode).toBe(200);
    expect(drafts.json().drafts['medical-declaration']).toBeUndefined();
    expect(drafts.body).not.toContain('peanuts');

    // Unchanged by the refused calls; the owner, with a fresh code, sees and changes them.
    const stepped = await proveEmailCode(t.app, email, cookie);
    const view = await call(stepped, 'GET', `/api/medical-declarations/${email}`);
    expect(view.statusCode).toBe(200);
    expect(view.json().allergies).toBe(ALLERGY);
    expect((await call(stepped, 'GET', '/api/me/drafts')).json().drafts['medical-declaration']).toMatchObject(
      {
        answers: { allergies: `${ALLERGY} (draft)` },
      },
    );
    expect((await call(stepped, 'GET', `/api/files/${pdfId}`)).statusCode).toBe(200);
    const saved = await call(stepped, 'POST', '/api/medical-declarations', resign);
    expect(saved.statusCode).toBe(201);
    expect(saved.json().allergies).toBe('None');
  });
});
