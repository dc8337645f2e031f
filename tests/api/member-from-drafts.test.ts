import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepDrafts } from '../../src/server/db/schema/step-drafts';
import { teamMembers } from '../../src/server/db/schema/team-members';
import { WIZARD_STEP_SCHEMAS } from '../../src/shared/schemas/team-member';
import { WIZARD_STEPS } from '../../src/shared/tasks';
import { createSubmissionRecord } from '../fixtures/factories';
import { makeHeadshotJpeg } from '../fixtures/make-headshot';
import { memberFields, multipart, SIGNATURE_PNG } from '../fixtures/member-form';
import { createTestApp, employeeCookie, proveEmailCode, type TestApp } from '../fixtures/test-app';

// Issue 38 item 3 (decision 053): 'Confirm and Submit' sends the notes and the initial; the
// server makes the member from its own step drafts and draft photo.

let t: TestApp;
let jpeg: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  jpeg = await makeHeadshotJpeg();
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
const MEMBER_STEPS = WIZARD_STEPS.filter((step) => step.id !== 'confirmation');

/** Saves one step as its Next does (or, with `autosave`, as typed so far). */
async function saveStep(cookie: string, stepId: string, values: Record<string, string>, autosave = false) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/me/drafts/${stepId}${autosave ? '?autosave=1' : ''}`,
    headers: { cookie },
    payload: values,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The fields of `stepId` out of a whole member's form. */
function stepValues(stepId: (typeof MEMBER_STEPS)[number]['id'], all: Record<string, string>) {
  const keys = Object.keys(WIZARD_STEP_SCHEMAS[stepId]().shape);
  return Object.fromEntries(keys.map((key) => [key, all[key] ?? '']));
}

async function savePhoto(cookie: string) {
  const form = multipart({}, { name: 'me.jpg', type: 'image/jpeg', data: jpeg });
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/me/photo',
    headers: { cookie, ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A proven hire who has pressed Next on all seven steps and saved a photo. */
async function hireWithDrafts(email: string, overrides: Record<string, string> = {}) {
  const cookie = await employeeCookie(t.app, email);
  const all = memberFields(email, overrides);
  for (const step of MEMBER_STEPS) await saveStep(cookie, step.id, stepValues(step.id, all));
  await savePhoto(cookie);
  return cookie;
}

const complete = (
  cookie: string | undefined,
  body: object = { notes: 'First aid', signature: SIGNATURE_PNG },
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/me/personal-information',
    headers: cookie ? { cookie } : {},
    payload: body,
  });

const memberOf = async (email: string) =>
  (await db().select().from(teamMembers).where(eq(teamMembers.email, email)))[0];
const draftIdsOf = async (email: string) =>
  (await db().select().from(stepDrafts).where(eq(stepDrafts.email, email))).map((d) => d.stepId).sort();

describe('the wizard completes from the server drafts', () => {
  it('builds the member from the seven step drafts and the draft photo; the body holds only notes and initial', async () => {
    const email = 'drafts@example.com';
    const cookie = await hireWithDrafts(email, { bankAccountNumber: '99887766', visaNumber: 'VZ1234567' });
    const res = await complete(cookie);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      email,
      fullName: 'Sam Carpenter',
      bankBSB: '062-000',
      bankAccountNumber: '99887766',
      visaNumber: 'VZ1234567',
      tagVisaCitizen: true,
      notes: 'First aid',
      profilePhotoPath: expect.stringMatching(/^\/api\/files\//),
      masked: false,
    });
    const row = (await memberOf(email))!;
    expect(t.deps.cipher.decrypt(row.bankAccountNumber)).toBe('99887766');
    expect(row.signatureFileId).not.toBeNull();
    // The drafts and the draft photo became the member.
    expect(await draftIdsOf(email)).toEqual([]);
    const status = (await t.app.inject({ url: '/api/me/status', headers: { cookie } })).json();
    expect(status.tasks[0]).toMatchObject({ id: 'personal-information', isCompleted: true });
    const photo = await t.app.inject({ url: res.json().profilePhotoPath, headers: { cookie } });
    expect(photo.statusCode).toBe(200);
  });

  it('a missing step draft answers 422 naming the step; nothing is written and no draft is lost', async () => {
    const email = 'missing@example.com';
    const cookie = await employeeCookie(t.app, email);
    const all = memberFields(email);
    await saveStep(cookie, 'basic-info', stepValues('basic-info', all));
    await saveStep(cookie, 'address', stepValues('address', all));
    await savePhoto(cookie);
    const res = await complete(cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: 'step_incomplete',
      message: 'Please complete the Emergency Contacts step before submitting.',
      fields: { step: 'emergency-contact' },
    });
    expect(await memberOf(email)).toBeUndefined();
    expect(await draftIdsOf(email)).toEqual(['address', 'basic-info']);
  });

  it('a half-typed step answers 422 with its own messages', async () => {
    const email = 'half@example.com';
    const cookie = await hireWithDrafts(email);
    await saveStep(cookie, 'bank-details', { bankInstitution: 'CBA', bankBSB: '062000' }, true);
    const res = await complete(cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: 'step_incomplete',
      message: 'Please complete the Bank Details step before submitting.',
      fields: { step: 'bank-details', bankAccountNumber: 'Account number is required' },
    });
    expect(await memberOf(email)).toBeUndefined();
  });

  it('without a photo the answer is the photo message, and nothing is created', async () => {
    const email = 'nophoto@example.com';
    const cookie = await employeeCookie(t.app, email);
    const all = memberFields(email);
    for (const step of MEMBER_STEPS) await saveStep(cookie, step.id, stepValues(step.id, all));
    const res = await complete(cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('profilePhoto');
    expect(await memberOf(email)).toBeUndefined();
  });

  it('an edit after submission (the review loop) changes one step and keeps the stored numbers, after a fresh code', async () => {
    const email = 'loop@example.com';
    const cookie = await hireWithDrafts(email);
    expect((await complete(cookie)).statusCode).toBe(201);
    const member = (await memberOf(email))!;
    await createSubmissionRecord(t.deps, member);
    // Sent back: the hire changes the mobile and the bank's name; the phone only ever held the
    // account number masked, so the bank step's draft has none.
    await saveStep(
      cookie,
      'basic-info',
      stepValues('basic-info', memberFields(email, { mobile: '0423 456 789' })),
    );
    const refused = await complete(cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('step_up_required');
    const stepped = await proveEmailCode(t.app, email, cookie);
    await saveStep(
      stepped,
      'bank-details',
      { bankInstitution: 'Westpac', bankAccountName: 'S Carpenter' },
      true,
    );
    const res = await complete(stepped, { notes: 'Changed', signature: SIGNATURE_PNG });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: member.id,
      mobile: '0423456789',
      bankInstitution: 'Westpac',
      bankBSB: '062-000',
      bankAccountNumber: '12345678',
      visaNumber: 'VZ7788123',
      notes: 'Changed',
    });
    expect(res.json().profilePhotoPath).toBe(`/api/files/${member.profilePhotoFileId}`);
    expect(await draftIdsOf(email)).toEqual([]);
  });
});

describe('access', () => {
  it('reads nothing but the notes and the initial from the body', async () => {
    const email = 'body@example.com';
    const cookie = await hireWithDrafts(email);
    const res = await complete(cookie, {
      notes: '',
      signature: SIGNATURE_PNG,
      bankAccountNumber: '11112222',
      email: 'someone-else@example.com',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ email, bankAccountNumber: '12345678' });
  });

  it('needs a proven email', async () => {
    expect((await complete(undefined)).statusCode).toBe(403);
  });

  it("an employee cannot complete another's member: their own drafts, under their own email only", async () => {
    const victim = 'victim@example.com';
    const victimCookie = await hireWithDrafts(victim);
    expect((await complete(victimCookie)).statusCode).toBe(201);
    const before = (await memberOf(victim))!;

    const attacker = 'attacker@example.com';
    // No drafts of their own: nothing of the victim's is used.
    const attackerCookie = await employeeCookie(t.app, attacker);
    const empty = await complete(attackerCookie);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().fields).toEqual({ step: 'basic-info' });
    // Drafts naming the victim's email are refused: that email is not this session's.
    const all = memberFields(victim, { bankAccountNumber: '11112222' });
    await saveStep(attackerCookie, 'basic-info', stepValues('basic-info', all), true);
    for (const step of MEMBER_STEPS.slice(1))
      await saveStep(attackerCookie, step.id, stepValues(step.id, all));
    await savePhoto(attackerCookie);
    const res = await complete(attackerCookie);
    expect(res.statusCode).toBe(403);
    const after = (await memberOf(victim))!;
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(t.deps.cipher.decrypt(after.bankAccountNumber)).toBe('12345678');
    expect(await memberOf(attacker)).toBeUndefined();
  });
});
