import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../src/server/db/schema/stored-files';
import { teamMembers } from '../../src/server/db/schema/team-members';
import { TASK_COMPLETIONS_PER_MINUTE } from '../../src/server/routes/signed-documents';
import { createMember } from '../fixtures/factories';
import { makeInitialPng } from '../fixtures/make-initial';
import { createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

// Issue 19 item 6d: 200 POST /api/tasks/complete of one signed record rendered 200 PDFs on the
// event loop and slowed every other request to 840 ms. Now a signing's PDF is rendered once
// (again only when what it shows changed), and a session may ask 10 times a minute.

let t: TestApp;
let initial: string;
beforeAll(async () => {
  t = await createTestApp();
  initial = await makeInitialPng();
});
afterAll(() => t.close());

async function signedMedical(email: string) {
  const cookie = await employeeCookie(t.app, email);
  const member = await createMember(t.deps, { email, fullName: 'Sam Carpenter' });
  const sign = async () => {
    const doc = (
      await t.app.inject({ url: '/api/me/policy-documents/medical-declaration', headers: { cookie } })
    ).json() as { id: string };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/medical-declarations',
      headers: { cookie },
      payload: {
        email,
        policyDocumentId: doc.id,
        answers: [
          { questionId: 'previous-medical-conditions', answer: 'Asthma, well controlled' },
          { questionId: 'allergies', answer: 'Bee stings (carries EpiPen)' },
        ],
        medicalDeclarationDate: '2025-07-21',
        medicalSignature: initial,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  await sign();
  return { cookie, member, sign };
}

const complete = (cookie: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/tasks/complete',
    headers: { cookie },
    payload: { taskType: 'medical-declaration', userEmail: email },
  });

const medicalPdfs = (memberId: string) =>
  t.deps.database.db
    .select({ id: storedFiles.id, bytes: storedFiles.bytes })
    .from(storedFiles)
    .where(and(eq(storedFiles.memberId, memberId), eq(storedFiles.kind, 'medical-declaration-pdf')));

async function pdfText(bytes: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

describe('POST /api/tasks/complete renders once per signing', () => {
  it('asking again answers the same stored PDF; signing again or a changed name renders a new one', async () => {
    const email = 'once@example.com';
    const { cookie, member, sign } = await signedMedical(email);
    const first = await complete(cookie, email);
    expect(first.statusCode).toBe(200);
    const again = await complete(cookie, email);
    expect(again.json()).toEqual(first.json());
    expect((await medicalPdfs(member.id)).map((f) => f.id)).toEqual([first.json().fileId]);

    await sign();
    const resigned = await complete(cookie, email);
    expect(resigned.json().fileId).not.toBe(first.json().fileId);

    // The new hire corrects their name in Personal Information: the PDF shows the new one.
    await t.deps.database.db
      .update(teamMembers)
      .set({ fullName: 'Samantha Carpenter' })
      .where(eq(teamMembers.id, member.id));
    const renamed = await complete(cookie, email);
    expect(renamed.json().fileId).not.toBe(resigned.json().fileId);
    const pdfs = await medicalPdfs(member.id);
    expect(pdfs.map((f) => f.id)).toEqual([renamed.json().fileId]);
    const download = await t.app.inject({ url: `/api/files/${renamed.json().fileId}`, headers: { cookie } });
    expect(await pdfText(download.rawPayload)).toContain('Samantha Carpenter');
  });

  it('ten requests at once make one PDF, and each answers it', async () => {
    const email = 'burst@example.com';
    const { cookie, member } = await signedMedical(email);
    const answers = await Promise.all(Array.from({ length: 10 }, () => complete(cookie, email)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const pdfs = await medicalPdfs(member.id);
    expect(pdfs).toHaveLength(1);
    expect(new Set(answers.map((r) => r.json().fileId))).toEqual(new Set([pdfs[0]!.id]));
  });
});

describe('POST /api/tasks/complete is limited per session', () => {
  it(`the ${TASK_COMPLETIONS_PER_MINUTE + 1}th request of a session in a minute answers 429; the person's other device still gets its PDF`, async () => {
    const email = 'limited@example.com';
    const { cookie } = await signedMedical(email);
    const statuses: number[] = [];
    for (let i = 0; i <= TASK_COMPLETIONS_PER_MINUTE; i++)
      statuses.push((await complete(cookie, email)).statusCode);
    expect(statuses).toEqual([...Array(TASK_COMPLETIONS_PER_MINUTE).fill(200), 429]);
    const refused = await complete(cookie, email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });

    // Same address, another session (the phone and the site office PC).
    const otherDevice = await employeeCookie(t.app, email);
    expect((await complete(otherDevice, email)).statusCode).toBe(200);
  });
});
