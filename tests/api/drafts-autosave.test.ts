import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepDrafts } from '../../src/server/db/schema/step-drafts';
import { makeInitialPng } from '../fixtures/make-initial';
import {
  createTestApp,
  employeeCookie,
  proveEmailCode,
  sessionCookie,
  type TestApp,
} from '../fixtures/test-app';

let t: TestApp;
let initial: string;
beforeAll(async () => {
  t = await createTestApp();
  initial = await makeInitialPng();
});
afterAll(() => t.close());

const db = () => t.deps.database.db;

const put = (stepId: string, payload: unknown, cookie?: string, autosave = true) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/me/drafts/${stepId}${autosave ? '?autosave=1' : ''}`,
    payload: payload as Record<string, unknown>,
    headers: cookie ? { cookie } : {},
  });
const getJson = async (url: string, cookie: string) =>
  (await t.app.inject({ url, headers: { cookie } })).json();
const drafts = async (cookie: string) => (await getJson('/api/me/drafts', cookie)).drafts;
const draftSteps = async (cookie: string) => (await getJson('/api/me/status', cookie)).draftSteps;

const basicInfo = (email: string) => ({
  fullName: 'Nina Newhire',
  email,
  mobile: '0412 345 678',
  gender: 'Female',
  dateOfBirth: '1995-03-03',
});
const address = {
  addrsHouseNumber: '12',
  addrsStreetName: 'Hammer St',
  addrsSuburb: 'Parramatta',
  addrsState: 'NSW',
  addrsPostcode: '2150',
};

describe('autosaved wizard drafts', () => {
  it('keeps a half-typed step, but only Next counts it as a saved step', async () => {
    const cookie = await employeeCookie(t.app, 'half@example.com');
    const typed = await put('address', { addrsStreetName: 'Hammer St', addrsPostcode: '21' }, cookie);
    expect(typed.statusCode).toBe(200);
    expect((await drafts(cookie)).address).toEqual({ addrsStreetName: 'Hammer St', addrsPostcode: '21' });
    expect(await draftSteps(cookie)).toEqual([]);

    expect((await put('address', address, cookie, false)).statusCode).toBe(200);
    expect(await draftSteps(cookie)).toEqual(['address']);
    // Still valid while typing on: the step stays confirmed.
    expect((await put('address', { ...address, addrsSuburb: 'Granville' }, cookie)).statusCode).toBe(200);
    expect(await draftSteps(cookie)).toEqual(['address']);
    // A field emptied: the step is no longer one the wizard can skip.
    expect((await put('address', { ...address, addrsSuburb: '' }, cookie)).statusCode).toBe(200);
    expect(await draftSteps(cookie)).toEqual([]);
    expect((await drafts(cookie)).address.addrsSuburb).toBe('');
  });

  it('a new hire typing before the proof keeps the draft, counted only once confirmed', async () => {
    const email = 'before-proof@example.com';
    const first = await put('basic-info', { fullName: 'Nina', email });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ saved: true, proven: false });
    const anon = sessionCookie(first);
    const proven = await proveEmailCode(t.app, email, anon);
    expect((await drafts(proven))['basic-info']).toEqual({ fullName: 'Nina', email });
    expect(await draftSteps(proven)).toEqual([]);

    const other = 'confirmed-before-proof@example.com';
    const typed = await put('basic-info', { fullName: 'Ola' });
    const cookie = sessionCookie(typed);
    expect((await put('basic-info', basicInfo(other), cookie, false)).statusCode).toBe(200);
    const provenOther = await proveEmailCode(t.app, other, cookie);
    expect(await draftSteps(provenOther)).toEqual(['basic-info']);
  });

  it('refuses unknown fields and values beyond their bounds, with field errors', async () => {
    const cookie = await employeeCookie(t.app, 'bounds@example.com');
    const unknown = await put('address', { addrsPostcode: '2150', isAdmin: true }, cookie);
    expect(unknown.statusCode).toBe(400);
    const long = await put('address', { addrsStreetName: 'x'.repeat(201) }, cookie);
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toHaveProperty('addrsStreetName');
    const notes = await put('confirmation', { notes: 'n'.repeat(2001) }, cookie);
    expect(notes.statusCode).toBe(400);
    expect((await put('confirmation', { notes: 'n'.repeat(2000) }, cookie)).statusCode).toBe(200);
    const nested = await put('address', { addrsSuburb: { a: 1 } }, cookie);
    expect(nested.statusCode).toBe(400);
    expect((await put('superfund-choice', { fundChoice: 'bitcoin' }, cookie)).statusCode).toBe(400);
    const answers = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`q${i}`, 'a']));
    expect((await put('workplace-behaviour', { answers }, cookie)).statusCode).toBe(400);
  });

  it('keeps a drawn initial only when it is a real PNG of a pad size', async () => {
    const cookie = await employeeCookie(t.app, 'initial@example.com');
    expect((await put('confirmation', { notes: 'Hi', signature: initial }, cookie)).statusCode).toBe(200);
    expect((await drafts(cookie)).confirmation.signature).toBe(initial);

    const magicOnly = `data:image/png;base64,${Buffer.from('\x89PNG\r\n\x1a\nnot really').toString('base64')}`;
    const fake = await put('confirmation', { signature: magicOnly }, cookie);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().fields).toHaveProperty('signature');
    const tiny = await put(
      'workplace-behaviour',
      { initial: await makeInitialPng({ width: 10, height: 10 }) },
      cookie,
    );
    expect(tiny.statusCode).toBe(400);
    const huge = await put(
      'confirmation',
      { signature: `data:image/png;base64,${'A'.repeat(500_001)}` },
      cookie,
    );
    expect(huge.statusCode).toBe(400);
    // The drawn initial survives the refused saves.
    expect((await drafts(cookie)).confirmation.signature).toBe(initial);
  });
});

describe('drafts of the later tasks', () => {
  it('keeps the super choice and each read-and-sign task as typed, never as a wizard step', async () => {
    const cookie = await employeeCookie(t.app, 'later@example.com');
    const superDraft = { fundChoice: 'custom', fundName: 'My Fund', isSMSF: 'yes', smsfBSB: '062-000' };
    expect((await put('superfund-choice', superDraft, cookie)).statusCode).toBe(200);
    const signing = {
      documentId: '6f1c1f4e-2d7a-4f6b-9a55-0d6c1e2f3a4b',
      answers: { q1: 'Asthma, uses a puffer' },
      isAgreed: true,
      initial,
    };
    for (const id of ['workplace-behaviour', 'medical-declaration', 'confidentiality-agreement']) {
      expect((await put(id, signing, cookie)).statusCode).toBe(200);
    }
    const saved = await drafts(cookie);
    expect(saved['superfund-choice']).toEqual(superDraft);
    expect(saved['medical-declaration']).toEqual(signing);
    expect(await draftSteps(cookie)).toEqual([]);
  });

  it('stores sensitive drafts encrypted: no plaintext in the row', async () => {
    const email = 'secret@example.com';
    const cookie = await employeeCookie(t.app, email);
    await put('bank-details', { bankBSB: '062-111', bankAccountNumber: '98765432' }, cookie);
    await put('tax-declaration', { taxFileNumber: '123 456 782' }, cookie);
    await put('superfund-choice', { smsfBSB: '063-222', smsfAccountNumber: '55554444' }, cookie);
    await put('medical-declaration', { answers: { q1: 'Epilepsy since 2010' } }, cookie);
    const rows = await db().select().from(stepDrafts).where(eq(stepDrafts.email, email));
    expect(rows).toHaveLength(4);
    const raw = rows.map((r) => r.data).join('\n');
    for (const secret of ['062-111', '98765432', '123 456 782', '063-222', '55554444', 'Epilepsy']) {
      expect(raw).not.toContain(secret);
    }
    expect((await drafts(cookie))['medical-declaration'].answers.q1).toBe('Epilepsy since 2010');
  });

  it("never reads or overwrites another person's drafts", async () => {
    const alice = await employeeCookie(t.app, 'alice@example.com');
    const bob = await employeeCookie(t.app, 'bob@example.com');
    await put('medical-declaration', { answers: { q1: 'Alice only' } }, alice);
    await put('superfund-choice', { fundName: 'Alice Fund' }, alice);
    expect(await drafts(bob)).toEqual({});
    await put('medical-declaration', { answers: { q1: 'Bob' } }, bob);
    expect((await drafts(alice))['medical-declaration'].answers.q1).toBe('Alice only');

    // Without a proven email, a session holds only its own drafts.
    const anon = sessionCookie(await put('superfund-choice', { fundName: 'Anon Fund' }));
    expect(await drafts(anon)).toEqual({ 'superfund-choice': { fundName: 'Anon Fund' } });
    const noCookie = await t.app.inject({ url: '/api/me/drafts' });
    expect(noCookie.json()).toEqual({ drafts: {} });
  });
});
