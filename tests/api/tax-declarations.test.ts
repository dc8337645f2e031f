import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/query-rows';
import { dateStamp } from '../../src/server/services/format/au-dates';
import { createMember, createSubmissionRecord } from '../fixtures/factories';
import { makeInitialPng } from '../fixtures/make-initial';
import { createTestApp, employeeCookie, proveEmailCode, type TestApp } from '../fixtures/test-app';

let t: TestApp;
let INITIAL: string;
beforeAll(async () => {
  INITIAL = await makeInitialPng({ width: 400 });
  t = await createTestApp();
});
afterAll(() => t.close());

const declaration = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  taxFileNumber: '123 456 782',
  tfnExemption: '',
  basisOfPayment: 'full-time',
  australianResident: 'resident',
  claimTaxFreeThreshold: 'yes',
  hasHELPDebt: 'no',
  previousFamilyName: '',
  taxDeclarationDate: '2026-11-22',
  taxDeclarationSignature: INITIAL,
  ...overrides,
});

/** A proven session with Personal Information complete (its member row). */
async function newHire(email: string, dateOfBirth = '1990-04-01') {
  const cookie = await employeeCookie(t.app, email);
  const member = await createMember(t.deps, { email, dateOfBirth });
  return { cookie, member };
}

const post = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/tax-declarations', headers: { cookie }, payload });
const get = (cookie: string, email: string) =>
  t.app.inject({ url: `/api/tax-declarations/${email}`, headers: { cookie } });
const status = async (cookie: string) =>
  (await t.app.inject({ url: '/api/me/status', headers: { cookie } })).json();
const taxTask = async (cookie: string) =>
  (await status(cookie)).tasks.find((task: { id: string }) => task.id === 'tax-declaration');

async function countRows(email: string) {
  const [row] = await queryRows<{ tax: number; files: number }>(
    t.deps.database.db,
    sql`select (select count(*)::int from tax_declarations where email = ${email}) as tax,
      (select count(*)::int from stored_files f join team_members m on m.id = f.member_id
        where m.email = ${email}) as files`,
  );
  return row!;
}

describe('tax declarations', () => {
  it('stores a declaration with its initial and evidence, and completes the task', async () => {
    const { cookie } = await newHire('tfn@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tax-declarations',
      headers: { cookie, 'user-agent': 'PhoneBrowser/1.0' },
      payload: declaration('tfn@example.com', { previousFamilyName: 'Nguyễn' }),
    });
    expect(res.statusCode).toBe(201);

    const shown = await get(cookie, 'tfn@example.com');
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      taxFileNumber: '123456782',
      tfnExemption: '',
      basisOfPayment: 'full-time',
      previousFamilyName: 'Nguyễn',
      // The day it was signed (Sydney), not the date the client sent (issue 23, item 10).
      taxDeclarationDate: dateStamp('Australia/Sydney'),
      taxDeclarationSignature: INITIAL,
    });
    const [evidence] = await queryRows<{ signed_ip: string; signed_user_agent: string; signed_at: Date }>(
      t.deps.database.db,
      sql`select signed_ip, signed_user_agent, signed_at from tax_declarations where email = 'tfn@example.com'`,
    );
    expect(evidence).toMatchObject({ signed_ip: '127.0.0.1', signed_user_agent: 'PhoneBrowser/1.0' });
    expect(evidence!.signed_at).not.toBeNull();
    expect(await taxTask(cookie)).toMatchObject({ isCompleted: true });
  });

  it('accepts each of the choices NAT 3092 offers instead of a TFN', async () => {
    const { cookie } = await newHire('choice@example.com', '2010-01-01');
    for (const tfnExemption of ['applied', 'under18', 'pension']) {
      const res = await post(cookie, declaration('choice@example.com', { taxFileNumber: '', tfnExemption }));
      expect(res.statusCode, tfnExemption).toBe(201);
      expect((await get(cookie, 'choice@example.com')).json()).toMatchObject({
        taxFileNumber: '',
        tfnExemption,
      });
    }
    expect(await countRows('choice@example.com')).toMatchObject({ tax: 1, files: 1 });
  });

  it.each([
    ['no TFN and no choice', { taxFileNumber: '' }, 'taxFileNumber'],
    ['a wrong check digit', { taxFileNumber: '123 456 789' }, 'taxFileNumber'],
    ['an unknown choice', { taxFileNumber: '', tfnExemption: 'contractor' }, 'tfnExemption'],
    ['no basis of payment', { basisOfPayment: undefined }, 'basisOfPayment'],
    ["the old app's basis", { basisOfPayment: 'company-director' }, 'basisOfPayment'],
    ['no residency', { australianResident: undefined }, 'australianResident'],
    ['no tax-free threshold answer', { claimTaxFreeThreshold: '' }, 'claimTaxFreeThreshold'],
    ['no loan answer', { hasHELPDebt: undefined }, 'hasHELPDebt'],
    ['no initial', { taxDeclarationSignature: '' }, 'taxDeclarationSignature'],
    ['an initial that is no PNG', { taxDeclarationSignature: 'data:image/png;base64,AAAA' }, 'signature'],
    [
      'PNG magic bytes followed by HTML',
      {
        taxDeclarationSignature: `data:image/png;base64,${Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          Buffer.from('<html><script>alert(1)</script>'),
        ]).toString('base64')}`,
      },
      'signature',
    ],
    ['an over-long previous name', { previousFamilyName: 'x'.repeat(201) }, 'previousFamilyName'],
    ['the under-18 exemption at 36', { taxFileNumber: '', tfnExemption: 'under18' }, 'tfnExemption'],
  ])('refuses %s with a 400 and writes nothing', async (_name, change, field) => {
    const email = `bad-${field.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const { cookie } = await newHire(email);
    const res = await post(cookie, declaration(email, change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    expect(Object.keys(res.json().fields)).toContain(field);
    expect(await countRows(email)).toEqual({ tax: 0, files: 0 });
    expect(await taxTask(cookie)).toMatchObject({ isCompleted: false });
  });

  it("answers 403 for another person's email, and for a session that has proven none", async () => {
    const { cookie: owner } = await newHire('owner@example.com');
    expect((await post(owner, declaration('owner@example.com'))).statusCode).toBe(201);
    const { cookie: other } = await newHire('other@example.com');

    expect((await get(other, 'owner@example.com')).statusCode).toBe(403);
    expect((await post(other, declaration('owner@example.com'))).statusCode).toBe(403);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/tax-declarations/owner@example.com',
      headers: { cookie: other },
    });
    expect(del.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/tax-declarations/owner@example.com' })).statusCode).toBe(403);
    expect((await get(owner, 'owner@example.com')).json()).toMatchObject({ taxFileNumber: '123456782' });
  });

  it('needs Personal Information first', async () => {
    const cookie = await employeeCookie(t.app, 'early@example.com');
    const res = await post(cookie, declaration('early@example.com'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Please complete the Personal Information step before accessing other onboarding tasks.',
    );
  });

  it('keeps the TFN and the TFN draft unreadable in a database dump', async () => {
    const { cookie } = await newHire('dump@example.com');
    const draft = await t.app.inject({
      method: 'PUT',
      url: '/api/me/drafts/tax-declaration',
      headers: { cookie },
      payload: { taxFileNumber: '876 543 210', basisOfPayment: 'casual' },
    });
    expect(draft.statusCode).toBe(200);
    expect(
      (await post(cookie, declaration('dump@example.com', { taxFileNumber: '459599230' }))).statusCode,
    ).toBe(201);
    await t.app.inject({
      method: 'PUT',
      url: '/api/me/drafts/tax-declaration',
      headers: { cookie },
      payload: { taxFileNumber: '876 543 210' },
    });
    const dump = JSON.stringify([
      await queryRows(t.deps.database.db, sql`select * from tax_declarations`),
      await queryRows(t.deps.database.db, sql`select * from step_drafts`),
    ]);
    for (const tfn of ['459599230', '459 599 230', '876 543 210', '876543210'])
      expect(dump).not.toContain(tfn);
    const drafts = (await t.app.inject({ url: '/api/me/drafts', headers: { cookie } })).json();
    expect(drafts.drafts['tax-declaration']).toEqual({ taxFileNumber: '876 543 210' });
  });

  it('refuses a tax draft that is not a half-filled declaration', async () => {
    const { cookie } = await newHire('draft@example.com');
    for (const payload of [
      { notes: 'x' },
      { previousFamilyName: 'x'.repeat(500) },
      { basisOfPayment: 'other' },
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/me/drafts/tax-declaration',
        headers: { cookie },
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('a declaration removes its draft', async () => {
    const { cookie } = await newHire('drafted@example.com');
    await t.app.inject({
      method: 'PUT',
      url: '/api/me/drafts/tax-declaration',
      headers: { cookie },
      payload: { basisOfPayment: 'casual' },
    });
    expect((await post(cookie, declaration('drafted@example.com'))).statusCode).toBe(201);
    const drafts = (await t.app.inject({ url: '/api/me/drafts', headers: { cookie } })).json();
    expect(drafts.drafts['tax-declaration']).toBeUndefined();
  });

  it("'Delete and Resubmit' removes the declaration and its initial, and reopens the task", async () => {
    const { cookie } = await newHire('reset@example.com');
    expect((await post(cookie, declaration('reset@example.com'))).statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/tax-declarations/reset@example.com',
      headers: { cookie },
    });
    expect(res.json()).toEqual({ deleted: true });
    expect((await get(cookie, 'reset@example.com')).json()).toBeNull();
    expect(await countRows('reset@example.com')).toEqual({ tax: 0, files: 0 });
    expect(await taxTask(cookie)).toMatchObject({ isCompleted: false });
  });

  it('a changed declaration after submission asks for a resubmission', async () => {
    const hire = await newHire('resubmit@example.com');
    const { member } = hire;
    let { cookie } = hire;
    const first = await post(cookie, declaration('resubmit@example.com'));
    // Submitted a millisecond after the declaration: nothing has changed since. (Its task state is
    // dated by the database's clock in microseconds, and may fall later in the same millisecond
    // than the declaration's own time, which is JavaScript's, in whole milliseconds.)
    const submittedAt = Date.parse(first.json().submittedAt) + 1;
    await createSubmissionRecord(t.deps, member, { createdAt: new Date(submittedAt) });
    expect(await taxTask(cookie)).toMatchObject({ isCompleted: true, isSubmitted: true });

    // After a submission a new declaration needs a fresh code (the step-up window, issue 19).
    expect((await post(cookie, declaration('resubmit@example.com', { hasHELPDebt: 'yes' }))).statusCode).toBe(
      403,
    );
    const stepped = await proveEmailCode(t.app, 'resubmit@example.com', cookie);
    const changed = await post(stepped, declaration('resubmit@example.com', { hasHELPDebt: 'yes' }));
    expect(changed.statusCode).toBe(201);
    cookie = stepped;
    expect(await taxTask(cookie)).toMatchObject({ isCompleted: true, isSubmitted: false });
    expect(await status(cookie)).toMatchObject({ resubmissionRequired: true });
  });
});
