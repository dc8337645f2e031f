import { count, eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/query-rows';
import { medicalDeclarations } from '../../src/server/db/schema/medical-declarations';
import { policyAcknowledgments } from '../../src/server/db/schema/policy-acknowledgments';
import { storedFiles } from '../../src/server/db/schema/stored-files';
import { documentDigest } from '../../src/server/services/acknowledgments/document-digest';
import { createMember, createPolicyDocument, createSubmissionRecord } from '../fixtures/factories';
import { makeInitialPng } from '../fixtures/make-initial';
import { adminCookie, createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

let t: TestApp;
let initial: string;
beforeAll(async () => {
  t = await createTestApp();
  initial = await makeInitialPng();
});
afterAll(() => t.close());

interface Doc {
  id: string;
  title: string;
  version: string;
  content: string;
  questions: { id: string; question: string; required: boolean }[];
}

/** A new hire with Personal Information complete, signed in on their own session. */
async function newHire(email: string, overrides: Parameters<typeof createMember>[1] = {}) {
  const cookie = await employeeCookie(t.app, email);
  const member = await createMember(t.deps, { email, ...overrides });
  return { cookie, member, email };
}

async function activeDoc(cookie: string, type: string): Promise<Doc> {
  const res = await t.app.inject({ url: `/api/me/policy-documents/${type}`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const post = (cookie: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie, 'user-agent': 'TestPhone/1.0' }, payload });

async function workplaceAck(cookie: string, email: string, overrides: object = {}) {
  const doc = await activeDoc(cookie, 'workplace-behaviour');
  return post(cookie, '/api/policy-acknowledgments', {
    email,
    policyDocumentId: doc.id,
    signature: initial,
    // wb-q1 and wb-q2 are 'Do you understand…' choices (decision 115); wb-q3 is answered in words.
    answers: [
      { questionId: 'wb-q1', answer: 'Yes' },
      { questionId: 'wb-q2', answer: 'Yes' },
      { questionId: 'wb-q3', answer: 'My supervisor' },
    ],
    ...overrides,
  });
}

async function agreementAck(
  cookie: string,
  email: string,
  answers?: { questionId: string; answer: string }[],
) {
  const doc = await activeDoc(cookie, 'confidentiality-agreement');
  return post(cookie, '/api/policy-acknowledgments', {
    email,
    policyDocumentId: doc.id,
    policyTitle: doc.title,
    policyVersion: doc.version,
    signature: initial,
    answers: answers ?? doc.questions.map((q) => ({ questionId: q.id, answer: q.required ? 'Yes' : 'No' })),
  });
}

async function medicalDeclaration(cookie: string, email: string, overrides: object = {}) {
  const doc = await activeDoc(cookie, 'medical-declaration');
  return post(cookie, '/api/medical-declarations', {
    email,
    policyDocumentId: doc.id,
    answers: [
      { questionId: 'previous-medical-conditions', answer: 'Asthma, well controlled' },
      { questionId: 'allergies', answer: 'Bee stings (carries EpiPen)' },
    ],
    medicalDeclarationDate: '2025-07-21',
    medicalSignature: initial,
    ...overrides,
  });
}

const status = async (cookie: string) =>
  (await t.app.inject({ url: '/api/me/status', headers: { cookie } })).json() as {
    tasks: { id: string; isCompleted: boolean; isSubmitted: boolean }[];
    documentChanged: string[];
    resubmissionRequired: boolean;
  };
const task = (s: Awaited<ReturnType<typeof status>>, id: string) => s.tasks.find((x) => x.id === id)!;

const written = async () => {
  const db = t.deps.database.db;
  const [acks] = await db.select({ n: count() }).from(policyAcknowledgments);
  const [meds] = await db.select({ n: count() }).from(medicalDeclarations);
  const [files] = await db.select({ n: count() }).from(storedFiles);
  return { acks: acks!.n, meds: meds!.n, files: files!.n };
};

describe('workplace behaviour policy', () => {
  it('records the acknowledgment with its answers and evidence, and completes the task', async () => {
    const { cookie, email } = await newHire('wendy@example.com');
    const res = await workplaceAck(cookie, email);
    expect(res.statusCode).toBe(201);
    const doc = await activeDoc(cookie, 'workplace-behaviour');
    expect(res.json()).toMatchObject({
      policyType: 'workplace-behaviour',
      policyTitle: 'Workplace Behaviour Policy',
      policyVersion: '1.0',
      answers: [
        { questionId: 'wb-q1', question: doc.questions[0]!.question, answer: 'Yes' },
        { questionId: 'wb-q2', answer: 'Yes' },
        { questionId: 'wb-q3', question: doc.questions[2]!.question, answer: 'My supervisor' },
      ],
      evidence: { signedUserAgent: 'TestPhone/1.0', documentSha256: documentDigest(doc) },
    });
    expect(res.json().evidence.signedIp).toBeTruthy();
    const image = await t.app.inject({ url: res.json().signature, headers: { cookie } });
    expect(image.headers['content-type']).toBe('image/png');

    const list = await t.app.inject({ url: '/api/policy-acknowledgments', headers: { cookie } });
    expect(list.json()).toHaveLength(1);
    expect(task(await status(cookie), 'workplace-behaviour').isCompleted).toBe(true);
  });

  it('signing removes the autosaved answers and initial in the same transaction', async () => {
    const { cookie, email } = await newHire('wendy-draft@example.com');
    const drafts = async () =>
      Object.keys((await t.app.inject({ url: '/api/me/drafts', headers: { cookie } })).json().drafts);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/me/drafts/workplace-behaviour?autosave=1',
      headers: { cookie },
      payload: { initial },
    });
    expect(saved.statusCode).toBe(200);
    expect(await drafts()).toContain('workplace-behaviour');
    expect((await workplaceAck(cookie, email)).statusCode).toBe(201);
    expect(await drafts()).not.toContain('workplace-behaviour');
  });

  it('replaces the earlier acknowledgment of the type, so there is only ever one', async () => {
    const { cookie, email } = await newHire('twice@example.com');
    expect((await workplaceAck(cookie, email)).statusCode).toBe(201);
    const again = await workplaceAck(cookie, email, {
      answers: [
        { questionId: 'wb-q1', answer: 'No', questionForHr: 'Who is the site manager?' },
        { questionId: 'wb-q2', answer: 'Yes' },
      ],
    });
    expect(again.statusCode).toBe(201);
    const list = (await t.app.inject({ url: '/api/policy-acknowledgments', headers: { cookie } })).json();
    expect(list).toHaveLength(1);
    expect(list[0].answers[0]).toMatchObject({ answer: 'No', questionForHr: 'Who is the site manager?' });
  });

  it('refuses each broken rule with a 400 naming the field, and writes nothing', async () => {
    const { cookie, email } = await newHire('rules@example.com');
    const doc = await activeDoc(cookie, 'workplace-behaviour');
    const blank = await makeInitialPng({ strokes: false });
    const huge = await makeInitialPng({ width: 4000, height: 300 });
    const jpegAsPng = `data:image/png;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array(40).fill(1)]).toString('base64')}`;
    const truncated = initial.slice(0, 200);
    const inactive = await createPolicyDocument(t.deps, { documentType: 'workplace-behaviour' });
    const medical = await activeDoc(cookie, 'medical-declaration');
    const cases: [string, object, string][] = [
      ['no initial', { signature: '' }, 'signature'],
      ['a blank pad', { signature: blank }, 'signature'],
      ['an oversized image', { signature: huge }, 'signature'],
      ['JPEG bytes called PNG', { signature: jpegAsPng }, 'signature'],
      ['a truncated PNG', { signature: truncated }, 'signature'],
      [
        'a required question unanswered',
        { answers: [{ questionId: 'wb-q1', answer: 'Yes' }] },
        'questions.wb-q2',
      ],
      [
        "'No, I have a question for HR' without the question",
        {
          answers: [
            { questionId: 'wb-q1', answer: 'No' },
            { questionId: 'wb-q2', answer: 'Yes' },
          ],
        },
        'answers.0.questionForHr',
      ],
      [
        'an understanding answered in words',
        {
          answers: [
            { questionId: 'wb-q1', answer: 'My supervisor' },
            { questionId: 'wb-q2', answer: 'Yes' },
          ],
        },
        'answers.0.answer',
      ],
      [
        'a blank required answer',
        {
          answers: [
            { questionId: 'wb-q1', answer: '   ' },
            { questionId: 'wb-q2', answer: 'Yes' },
          ],
        },
        'questions.wb-q1',
      ],
      [
        'an answer to no question of the document',
        {
          answers: [
            { questionId: 'wb-q1', answer: 'a' },
            { questionId: 'wb-q2', answer: 'b' },
            { questionId: 'made-up', answer: 'c' },
          ],
        },
        'answers.2.questionId',
      ],
      ['an inactive document', { policyDocumentId: inactive.id }, 'policyDocumentId'],
      ['a version other than the active one', { policyVersion: '0.9' }, 'policyDocumentId'],
      [
        'the medical document (health answers go encrypted elsewhere)',
        { policyDocumentId: medical.id },
        'policyDocumentId',
      ],
      ['no document id', { policyDocumentId: 'nope' }, 'policyDocumentId'],
    ];
    const before = await written();
    for (const [name, change, field] of cases) {
      const res = await workplaceAck(cookie, email, { policyDocumentId: doc.id, ...change });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().fields, name).toHaveProperty([field]);
      expect(res.json().message, name).toBeTruthy();
    }
    expect(await written()).toEqual(before);
  });

  it('is refused before Personal Information is complete', async () => {
    const email = 'early@example.com';
    const cookie = await employeeCookie(t.app, email);
    const before = await written();
    const res = await workplaceAck(cookie, email);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Please complete the Personal Information step before accessing other onboarding tasks.',
    );
    // Reopened for editing counts as not complete as well.
    await createMember(t.deps, { email });
    const reopened = await t.app.inject({
      method: 'POST',
      url: '/api/me/editing/personal-information',
      headers: { cookie },
    });
    expect(reopened.statusCode).toBe(200);
    expect((await workplaceAck(cookie, email)).statusCode).toBe(400);
    expect(await written()).toEqual(before);
  });

  it('resets: the acknowledgment goes, the card is incomplete, and a second reset is a 404', async () => {
    const { cookie, email } = await newHire('reset@example.com');
    await workplaceAck(cookie, email);
    const del = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/policy-acknowledgments/${email}/workplace-behaviour`,
        headers: { cookie },
      });
    expect((await del()).statusCode).toBe(200);
    expect(task(await status(cookie), 'workplace-behaviour').isCompleted).toBe(false);
    expect((await del()).statusCode).toBe(404);
    // By the document's id too (spec §7).
    await workplaceAck(cookie, email);
    const doc = await activeDoc(cookie, 'workplace-behaviour');
    const byId = await t.app.inject({
      method: 'DELETE',
      url: `/api/policy-acknowledgments/${email}/${doc.id}`,
      headers: { cookie },
    });
    expect(byId.statusCode).toBe(200);
  });
});

describe('where a document was signed (issue 23 item 8)', () => {
  it('knows the browser that signed by its device cookie: no other browser is it, whatever its user agent', async () => {
    const { cookie, email } = await newHire('devi@example.com');
    const signed = await workplaceAck(cookie, email);
    expect(signed.statusCode).toBe(201);
    const token = signed.cookies.find((c) => c.name === 'device');
    expect(token).toMatchObject({ path: '/api', httpOnly: true, sameSite: 'Lax' });
    expect(signed.json().evidence.signedHere).toBe(true);

    const here = `${cookie}; device=${token!.value}`;
    const read = async (jar: string, url = '/api/policy-acknowledgments') => {
      const res = await t.app.inject({ url, headers: { cookie: jar, 'user-agent': 'TestPhone/1.0' } });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    expect((await read(here))[0].evidence.signedHere).toBe(true);
    // The same hire on another phone of the same model: the same user agent, a session of its own.
    const elsewhere = await employeeCookie(t.app, email);
    expect((await read(elsewhere))[0].evidence.signedHere).toBe(false);
    expect((await read(`${elsewhere}; device=${'A'.repeat(22)}`))[0].evidence.signedHere).toBe(false);
    expect((await read(`${elsewhere}; device=not-a-token`))[0].evidence.signedHere).toBe(false);

    // The next signature from that browser keeps its token; each record knows where it was signed.
    const medical = await medicalDeclaration(here, email);
    expect(medical.statusCode).toBe(201);
    expect(medical.cookies.find((c) => c.name === 'device')).toBeUndefined();
    expect(medical.json().evidence.signedHere).toBe(true);
    expect((await read(here, `/api/medical-declarations/${email}`)).evidence.signedHere).toBe(true);
    expect((await read(elsewhere, `/api/medical-declarations/${email}`)).evidence.signedHere).toBe(false);

    // The record keeps the token's SHA-256, never the token.
    const [row] = await t.deps.database.db
      .select({ device: policyAcknowledgments.signedDevice })
      .from(policyAcknowledgments)
      .where(eq(policyAcknowledgments.email, email));
    expect(row!.device).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.device).not.toContain(token!.value);
  });
});

describe('a new version of a document', () => {
  it('reopens the task with a changed-document note until the new one is signed', async () => {
    const admin = await adminCookie(t.app);
    const { cookie, email } = await newHire('versions@example.com');
    await workplaceAck(cookie, email);
    const submitted = await newHire('submitted@example.com');
    await workplaceAck(submitted.cookie, submitted.email);
    await createSubmissionRecord(t.deps, submitted.member);

    const old = await activeDoc(cookie, 'workplace-behaviour');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/policy-documents',
      headers: { cookie: admin },
      payload: { ...old, id: undefined, version: '2.0', isActive: true },
    });
    expect(created.statusCode).toBe(201);

    const after = await status(cookie);
    expect(task(after, 'workplace-behaviour').isCompleted).toBe(false);
    expect(after.documentChanged).toEqual(['workplace-behaviour']);
    // A submitted application keeps what was signed.
    const kept = await status(submitted.cookie);
    expect(task(kept, 'workplace-behaviour')).toMatchObject({ isCompleted: true, isSubmitted: true });
    expect(kept.documentChanged).toEqual([]);

    // Re-activating the old version, the new one can no longer be signed.
    const stale = await workplaceAck(cookie, email, { policyDocumentId: old.id });
    expect(stale.statusCode).toBe(400);
    expect((await workplaceAck(cookie, email)).statusCode).toBe(201);
    const signed = await status(cookie);
    expect(task(signed, 'workplace-behaviour').isCompleted).toBe(true);
    expect(signed.documentChanged).toEqual([]);
    // Putting the old version back for the others.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/policy-documents/${old.id}`,
      headers: { cookie: admin },
      payload: { isActive: true },
    });
  });

  it('signing again after a submission is no longer submitted: the application needs resubmitting', async () => {
    const { cookie, email, member } = await newHire('resubmit@example.com');
    await workplaceAck(cookie, email);
    await createSubmissionRecord(t.deps, member);
    expect(task(await status(cookie), 'workplace-behaviour').isSubmitted).toBe(true);
    await workplaceAck(cookie, email);
    const after = await status(cookie);
    expect(task(after, 'workplace-behaviour')).toMatchObject({ isCompleted: true, isSubmitted: false });
    expect(after.resubmissionRequired).toBe(true);
  });

  it('an admin previews any document by id, active or not; an employee cannot', async () => {
    const admin = await adminCookie(t.app);
    const doc = await createPolicyDocument(t.deps, {
      title: 'Old draft',
      documentType: 'workplace-behaviour',
    });
    const res = await t.app.inject({ url: `/api/policy-documents/${doc.id}`, headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Old draft', isActive: false });
    const { cookie } = await newHire('peek@example.com');
    expect(
      (await t.app.inject({ url: `/api/policy-documents/${doc.id}`, headers: { cookie } })).statusCode,
    ).toBe(401);
  });
});

describe('medical declaration', () => {
  it('stores the answers encrypted, fills the three fields, and shows them only to their owner', async () => {
    const { cookie, email } = await newHire('medi@example.com');
    const res = await medicalDeclaration(cookie, email);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      medicalConditions: 'Asthma, well controlled',
      medications: '',
      allergies: 'Bee stings (carries EpiPen)',
      policyTitle: 'Medical Declaration',
      policyVersion: '1.0',
      evidence: { signedUserAgent: 'TestPhone/1.0' },
    });
    const dump = JSON.stringify(await queryRows(t.deps.database.db, sql`select * from medical_declarations`));
    expect(dump).not.toContain('Asthma');
    expect(dump).not.toContain('EpiPen');
    const acks = JSON.stringify(
      await queryRows(t.deps.database.db, sql`select * from policy_acknowledgments`),
    );
    expect(acks).not.toContain('Asthma');

    const view = await t.app.inject({ url: `/api/medical-declarations/${email}`, headers: { cookie } });
    expect(view.json().answers[0]).toMatchObject({
      questionId: 'previous-medical-conditions',
      answer: 'Asthma, well controlled',
    });
    expect(task(await status(cookie), 'medical-declaration').isCompleted).toBe(true);
  });

  it('resets: the answers, the signature and the declaration go, the card is incomplete, the read is null, and a second reset is a 404', async () => {
    const { cookie, email } = await newHire('medreset@example.com');
    const before = await written();
    expect((await medicalDeclaration(cookie, email)).statusCode).toBe(201);
    expect(task(await status(cookie), 'medical-declaration').isCompleted).toBe(true);
    const reset = () =>
      t.app.inject({ method: 'DELETE', url: `/api/medical-declarations/${email}`, headers: { cookie } });
    const res = await reset();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cleared: true });
    expect(task(await status(cookie), 'medical-declaration').isCompleted).toBe(false);
    const read = await t.app.inject({ url: `/api/medical-declarations/${email}`, headers: { cookie } });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toBeNull();
    // Nothing of it is kept: no declaration row, no signature file.
    expect(await written()).toEqual(before);
    const again = await reset();
    expect(again.statusCode).toBe(404);
  });

  it('refuses a missing required answer, a blank pad and an inactive document, writing nothing', async () => {
    const { cookie, email } = await newHire('medrules@example.com');
    const inactive = await createPolicyDocument(t.deps, { documentType: 'medical-declaration' });
    const before = await written();
    const cases: [object, string][] = [
      [{ answers: [{ questionId: 'allergies', answer: 'None' }] }, 'questions.previous-medical-conditions'],
      [{ medicalSignature: await makeInitialPng({ strokes: false }) }, 'medicalSignature'],
      [{ policyDocumentId: inactive.id }, 'policyDocumentId'],
    ];
    for (const [change, field] of cases) {
      const res = await medicalDeclaration(cookie, email, change);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields).toHaveProperty([field]);
    }
    expect(await written()).toEqual(before);
  });
});

describe('confidentiality agreement', () => {
  it('fills in the name and position as text, never as HTML', async () => {
    const { cookie } = await newHire('xss@example.com', {
      fullName: '<img src=x onerror=alert(1)>',
      position: 'Site "Lead" & <b>Boss</b>',
    });
    const doc = await activeDoc(cookie, 'confidentiality-agreement');
    expect(doc.content).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(doc.content).toContain('Site "Lead" &amp; &lt;b&gt;Boss&lt;/b&gt;');
    expect(doc.content).not.toContain('<img');
    expect(doc.content).not.toContain('{{employeeName}}');
  });

  it('needs Yes to every required question, and shows the signed agreement', async () => {
    const { cookie, email } = await newHire('conf@example.com', {
      fullName: 'Nguyễn Thị Hằng',
      position: 'Estimator',
    });
    const doc = await activeDoc(cookie, 'confidentiality-agreement');
    const before = await written();
    const saidNo = doc.questions.map((q, i) => ({ questionId: q.id, answer: i === 0 ? 'No' : 'Yes' }));
    const no = await agreementAck(cookie, email, saidNo);
    expect(no.statusCode).toBe(400);
    expect(no.json().fields).toHaveProperty([`questions.${doc.questions[0]!.id}`]);
    const maybe = await agreementAck(cookie, email, [{ questionId: doc.questions[0]!.id, answer: 'Maybe' }]);
    expect(maybe.statusCode).toBe(400);
    expect(await written()).toEqual(before);

    // Unticked optional questions are recorded as No.
    const required = doc.questions
      .filter((q) => q.required)
      .map((q) => ({ questionId: q.id, answer: 'Yes' }));
    expect((await agreementAck(cookie, email, required)).statusCode).toBe(201);
    const view = await t.app.inject({ url: `/api/confidentiality-agreements/${email}`, headers: { cookie } });
    expect(view.json()).toMatchObject({
      agreementType: 'Confidentiality Agreement',
      employeeName: 'Nguyễn Thị Hằng',
      position: 'Estimator',
      hasInitial: true,
      evidence: { documentSha256: documentDigest(doc) },
    });
    expect(view.json().answers.at(-1)).toMatchObject({ answer: 'No' });
    const check = await t.app.inject({
      url: `/api/policy-acknowledgments/check/${email}/confidentiality-agreement`,
      headers: { cookie },
    });
    expect(check.json()).toMatchObject({ acknowledged: true });
    expect(check.json().answers).toHaveLength(doc.questions.length);
  });
});

describe('POST /api/tasks/complete', () => {
  /** The member's one PDF of `kind`, as its owner downloads it (drawn then if its job has not run). */
  const pdfText = async (cookie: string, memberId: string, kind: string) => {
    const files = await t.deps.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.memberId, memberId));
    const pdfs = files.filter((f) => f.kind === kind);
    expect(pdfs).toHaveLength(1);
    const res = await t.app.inject({ url: `/api/files/${pdfs[0]!.id}`, headers: { cookie } });
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), {
      mergePages: true,
    });
    return text.replace(/\s+/g, ' ');
  };

  it('stores the medical declaration as a PDF holding the questions and answers, replacing the earlier one', async () => {
    const { cookie, email, member } = await newHire('pdf@example.com', { fullName: 'Zoë Đặng' });
    await medicalDeclaration(cookie, email);
    const complete = () =>
      post(cookie, '/api/tasks/complete', {
        taskType: 'medical-declaration',
        userEmail: email,
        completionData: { policyTitle: 'Medical Declaration' },
      });
    expect((await complete()).statusCode).toBe(200);
    const res = await complete();
    expect(res.json()).toMatchObject({ kind: 'medical-declaration-pdf' });
    const text = await pdfText(cookie, member.id, 'medical-declaration-pdf');
    expect(text).toContain('Zoë Đặng');
    expect(text).toContain('Do you have any previous or existing medical conditions');
    expect(text).toContain('Asthma, well controlled');
    expect(text).toContain('Bee stings (carries EpiPen)');
    expect(text).toContain('TestPhone/1.0');
  });

  it('stores the confidentiality agreement as a PDF', async () => {
    const { cookie, email, member } = await newHire('pdfca@example.com');
    await agreementAck(cookie, email);
    const res = await post(cookie, '/api/tasks/complete', {
      taskType: 'confidentiality-agreement',
      userEmail: email,
    });
    expect(res.statusCode).toBe(200);
    const text = await pdfText(cookie, member.id, 'confidentiality-agreement-pdf');
    expect(text).toContain('I understand that tender prices, client details and drawings are confidential.');
    expect(text).toContain('Acknowledged and Signed');
  });

  it('answers 400 when there is nothing signed to render', async () => {
    const { cookie, email } = await newHire('nothing@example.com');
    const res = await post(cookie, '/api/tasks/complete', {
      taskType: 'medical-declaration',
      userEmail: email,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('own data only', () => {
  it("answers 403 on every route for another person's email, and lists only one's own rows", async () => {
    const victim = await newHire('victim@example.com');
    await workplaceAck(victim.cookie, victim.email);
    await medicalDeclaration(victim.cookie, victim.email);
    const { cookie } = await newHire('mallory@example.com');
    const other = victim.email;
    const wb = await activeDoc(cookie, 'workplace-behaviour');
    const med = await activeDoc(cookie, 'medical-declaration');
    const requests: { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object }[] = [
      {
        method: 'POST',
        url: '/api/policy-acknowledgments',
        payload: { email: other, policyDocumentId: wb.id, signature: initial },
      },
      { method: 'GET', url: `/api/policy-acknowledgments/check/${other}/confidentiality-agreement` },
      { method: 'DELETE', url: `/api/policy-acknowledgments/${other}/workplace-behaviour` },
      {
        method: 'POST',
        url: '/api/medical-declarations',
        payload: {
          email: other,
          policyDocumentId: med.id,
          medicalDeclarationDate: '2025-07-21',
          medicalSignature: initial,
        },
      },
      { method: 'GET', url: `/api/medical-declarations/${other}` },
      { method: 'DELETE', url: `/api/medical-declarations/${other}` },
      { method: 'GET', url: `/api/confidentiality-agreements/${other}` },
      {
        method: 'POST',
        url: '/api/tasks/complete',
        payload: { taskType: 'medical-declaration', userEmail: other },
      },
    ];
    for (const req of requests) {
      const res = await t.app.inject({ ...req, headers: { cookie } });
      expect(res.statusCode, `${req.method} ${req.url}`).toBe(403);
    }
    const own = await t.app.inject({ url: '/api/policy-acknowledgments', headers: { cookie } });
    expect(own.json()).toEqual([]);
    const anonymous = await t.app.inject({ url: '/api/policy-acknowledgments' });
    expect(anonymous.statusCode).toBe(403);
    // The victim's rows are untouched.
    expect(
      (await t.app.inject({ url: '/api/policy-acknowledgments', headers: { cookie: victim.cookie } })).json(),
    ).toHaveLength(1);
  });
});
