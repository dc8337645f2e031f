import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/query-rows';
import { createMember } from '../fixtures/factories';
import { makeInitialPng } from '../fixtures/make-initial';
import { FUND_CHOICE_REQUIRED } from '../../src/shared/schemas/superfund-choice';
import { adminCookie, createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

let t: TestApp;
let INITIAL: string;
beforeAll(async () => {
  INITIAL = await makeInitialPng({ width: 600 });
  t = await createTestApp();
});
afterAll(() => t.close());

const cbus = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  fundChoice: 'cbus',
  taxFileNumber: '123 456 782',
  cbusMemberNumber: '',
  superfundSignature: INITIAL,
  ...overrides,
});

const smsf = (email: string, overrides: Record<string, unknown> = {}) =>
  cbus(email, {
    fundChoice: 'custom',
    fundName: 'Builder Family Super Fund',
    fundABN: '51 824 753 556',
    fundUSI: '',
    fundAddress: '1 George St, Sydney NSW 2000',
    memberNumber: 'M-1',
    accountName: 'Builder Family Super Fund',
    fundPhoneNumber: '02 9999 0000',
    isSMSF: 'yes',
    smsfBSB: '062-000',
    smsfAccountNumber: '11223344',
    smsfFundESA: 'SMSFDataFlow',
    ...overrides,
  });

async function newHire(email: string) {
  const cookie = await employeeCookie(t.app, email);
  const member = await createMember(t.deps, { email });
  return { cookie, member };
}

const post = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/superfund-choices', headers: { cookie }, payload });
const get = (cookie: string) => t.app.inject({ url: '/api/superfund-choices', headers: { cookie } });
const superTask = async (cookie: string) =>
  (await t.app.inject({ url: '/api/me/status', headers: { cookie } }))
    .json()
    .tasks.find((task: { id: string }) => task.id === 'superfund-choice');

async function countRows(email: string) {
  const [row] = await queryRows<{ choices: number; files: number }>(
    t.deps.database.db,
    sql`select (select count(*)::int from superfund_choices where email = ${email}) as choices,
      (select count(*)::int from stored_files f join team_members m on m.id = f.member_id
        where m.email = ${email}) as files`,
  );
  return row!;
}

describe('superfund choices', () => {
  it('answers null before a choice (not a 404: issue 35), then the own choice, and completes the task', async () => {
    const { cookie } = await newHire('cbus@example.com');
    const none = await get(cookie);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    const res = await post(cookie, cbus('cbus@example.com', { cbusMemberNumber: '7654321' }));
    expect(res.statusCode).toBe(201);
    expect((await get(cookie)).json()).toMatchObject({
      fundChoice: 'cbus',
      taxFileNumber: '123456782',
      cbusMemberNumber: '7654321',
      // The employer's default fund (settings: the seeded Cbus) is recorded with the choice.
      fundName: 'Cbus',
      fundABN: '75493363262',
      fundUSI: 'CBU0100AU',
      superfundSignature: INITIAL,
    });
    expect(await superTask(cookie)).toMatchObject({ isCompleted: true });
  });

  it('stores an SMSF with its bank account and ESA, without a USI', async () => {
    const { cookie } = await newHire('smsf@example.com');
    expect((await post(cookie, smsf('smsf@example.com', { fundUSI: '51824753556001' }))).statusCode).toBe(
      201,
    );
    expect((await get(cookie)).json()).toMatchObject({
      fundChoice: 'custom',
      fundABN: '51824753556',
      fundUSI: '',
      isSMSF: 'yes',
      smsfBSB: '062-000',
      smsfAccountNumber: '11223344',
      smsfFundESA: 'SMSFDataFlow',
    });
  });

  it('never records a hire who chose nothing as choosing the default fund', async () => {
    const { cookie } = await newHire('nothing@example.com');
    const { fundChoice: _none, ...nothingChosen } = cbus('nothing@example.com');
    const res = await post(cookie, nothingChosen);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ fundChoice: FUND_CHOICE_REQUIRED });
    expect((await post(cookie, { ...nothingChosen, fundChoice: '' })).statusCode).toBe(400);
    expect((await get(cookie)).json()).toBeNull();
    expect(await countRows('nothing@example.com')).toMatchObject({ choices: 0 });
  });

  it("records the employer's default fund named in settings, not Cbus", async () => {
    const owner = await adminCookie(t.app);
    const current = (await t.app.inject({ url: '/api/admin/settings', headers: { cookie: owner } })).json();
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: owner },
      payload: {
        ...current,
        abn: '53 004 085 616',
        address: '1 Example St, Parramatta NSW 2150',
        phone: '(02) 9726 1234',
        email: 'office@example.com',
        defaultFund: { kind: 'apra', name: 'Hostplus', abn: '68 657 495 890', usi: 'HOS0100AU' },
        logoUrl: undefined,
        setupDone: undefined,
        updatedAt: undefined,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const { cookie } = await newHire('hostplus@example.com');
    expect((await post(cookie, cbus('hostplus@example.com'))).statusCode).toBe(201);
    expect((await get(cookie)).json()).toMatchObject({
      fundChoice: 'cbus',
      fundName: 'Hostplus',
      fundABN: '68657495890',
      fundUSI: 'HOS0100AU',
    });
  });

  it('records OPTION 3, the stapled fund, and keeps no fund details with it', async () => {
    const { cookie } = await newHire('stapled@example.com');
    expect((await post(cookie, smsf('stapled@example.com', { fundChoice: 'stapled' }))).statusCode).toBe(201);
    expect((await get(cookie)).json()).toMatchObject({
      fundChoice: 'stapled',
      fundName: '',
      fundABN: '',
      isSMSF: 'no',
      smsfAccountNumber: '',
    });
  });

  it.each([
    ["the ATO's code for no TFN typed as one", cbus, { taxFileNumber: '000 000 000' }, 'taxFileNumber'],
    ['a wrong TFN check digit', cbus, { taxFileNumber: '123456789' }, 'taxFileNumber'],
    ['no signature', cbus, { superfundSignature: '' }, 'superfundSignature'],
    ['an unknown option', cbus, { fundChoice: 'other' }, 'fundChoice'],
    ['no fund name', smsf, { fundName: '' }, 'fundName'],
    ['a wrong ABN check digit', smsf, { fundABN: '51 824 753 557' }, 'fundABN'],
    ['no fund address', smsf, { fundAddress: ' ' }, 'fundAddress'],
    ['no USI for an APRA fund', smsf, { isSMSF: 'no' }, 'fundUSI'],
    ['a malformed USI', smsf, { isSMSF: 'no', fundUSI: 'CBUS0100AU' }, 'fundUSI'],
    ['no SMSF BSB', smsf, { smsfBSB: '' }, 'smsfBSB'],
    ['a five-digit BSB', smsf, { smsfBSB: '06200' }, 'smsfBSB'],
    ['no SMSF account number', smsf, { smsfAccountNumber: '' }, 'smsfAccountNumber'],
    ['no ESA', smsf, { smsfFundESA: '' }, 'smsfFundESA'],
  ])('refuses %s with a 400 and writes nothing', async (_name, build, change, field) => {
    const email = `bad-${field.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const { cookie } = await newHire(email);
    const res = await post(cookie, build(email, change));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
    expect(await countRows(email)).toEqual({ choices: 0, files: 0 });
  });

  it("answers 403 for another person's email and shows each session only its own", async () => {
    const { cookie: owner } = await newHire('super-owner@example.com');
    expect((await post(owner, cbus('super-owner@example.com'))).statusCode).toBe(201);
    const { cookie: other } = await newHire('super-other@example.com');
    expect((await post(other, cbus('super-owner@example.com'))).statusCode).toBe(403);
    // The other session's own choice, none yet: null, never the owner's.
    const others = await get(other);
    expect(others.statusCode).toBe(200);
    expect(others.json()).toBeNull();
    expect((await t.app.inject({ url: '/api/superfund-choices' })).statusCode).toBe(403);
  });

  it('needs Personal Information first', async () => {
    const cookie = await employeeCookie(t.app, 'super-early@example.com');
    expect((await post(cookie, cbus('super-early@example.com'))).statusCode).toBe(409);
  });

  it('keeps the TFN and the SMSF bank account unreadable in a database dump', async () => {
    const { cookie } = await newHire('super-dump@example.com');
    const choice = smsf('super-dump@example.com', {
      taxFileNumber: '459 599 230',
      smsfBSB: '633-123',
      smsfAccountNumber: '98765432',
    });
    expect((await post(cookie, choice)).statusCode).toBe(201);
    const dump = JSON.stringify(await queryRows(t.deps.database.db, sql`select * from superfund_choices`));
    for (const secret of ['459599230', '459 599 230', '633-123', '633123', '98765432']) {
      expect(dump, secret).not.toContain(secret);
    }
  });

  it('a new choice replaces the previous one and clears an edit in progress', async () => {
    const { cookie } = await newHire('super-edit@example.com');
    expect((await post(cookie, cbus('super-edit@example.com'))).statusCode).toBe(201);
    await t.app.inject({ method: 'POST', url: '/api/me/editing/superfund-choice', headers: { cookie } });
    expect(await superTask(cookie)).toMatchObject({ isCompleted: false });
    expect((await post(cookie, smsf('super-edit@example.com'))).statusCode).toBe(201);
    expect(await superTask(cookie)).toMatchObject({ isCompleted: true });
    expect(await countRows('super-edit@example.com')).toEqual({ choices: 1, files: 1 });
    expect((await get(cookie)).json()).toMatchObject({ fundChoice: 'custom' });
  });

  it('the saved choice removes its autosaved draft in the same transaction', async () => {
    const { cookie } = await newHire('super-draft@example.com');
    const draft = await t.app.inject({
      method: 'PUT',
      url: '/api/me/drafts/superfund-choice?autosave=1',
      headers: { cookie },
      payload: { fundChoice: 'custom', fundName: 'Half typed' },
    });
    expect(draft.statusCode).toBe(200);
    const drafts = async () =>
      Object.keys((await t.app.inject({ url: '/api/me/drafts', headers: { cookie } })).json().drafts);
    expect(await drafts()).toContain('superfund-choice');
    expect((await post(cookie, cbus('super-draft@example.com'))).statusCode).toBe(201);
    expect(await drafts()).not.toContain('superfund-choice');
  });

  it('Reset removes the choice, its signature and its draft, and opens the task again (issue 23, item 11)', async () => {
    const email = 'super-reset@example.com';
    const { cookie } = await newHire(email);
    expect((await post(cookie, smsf(email))).statusCode).toBe(201);
    await t.app.inject({
      method: 'PUT',
      url: '/api/me/drafts/superfund-choice?autosave=1',
      headers: { cookie },
      payload: { fundChoice: 'cbus' },
    });
    const reset = () =>
      t.app.inject({ method: 'DELETE', url: '/api/superfund-choices', headers: { cookie } });
    const res = await reset();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    expect((await get(cookie)).json()).toBeNull();
    expect(await countRows(email)).toEqual({ choices: 0, files: 0 });
    expect(await superTask(cookie)).toMatchObject({ isCompleted: false });
    const drafts = (await t.app.inject({ url: '/api/me/drafts', headers: { cookie } })).json().drafts;
    expect(drafts).not.toHaveProperty('superfund-choice');
    expect((await reset()).json()).toEqual({ deleted: false });
    // No session, no email: nothing to reset.
    expect((await t.app.inject({ method: 'DELETE', url: '/api/superfund-choices' })).statusCode).toBe(403);
  });
});
