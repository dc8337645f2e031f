import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/server/db/schema/sessions';
import { staffEnrolments, staffMembers, staffRecoveryCodes } from '../../src/server/db/schema/staff';
import { teamMembers } from '../../src/server/db/schema/team-members';
import { recoverOwner } from '../../src/server/services/staff/recover-owner';
import { createMember, createTaxDeclaration } from '../fixtures/factories';
import {
  addAndEnrol,
  ageSignInAttempts,
  type Enrolled,
  freshIp,
  mailedEnrolmentToken,
  nextTotpCode,
  recoverySignIn,
  signIn,
  STAFF_PASSWORD,
  totpCode,
} from '../fixtures/staff';
import {
  pinCookie as bootstrapPinCookie,
  createTestApp,
  sessionCookie,
  TEST_ADMIN_PIN,
  type TestApp,
} from '../fixtures/test-app';

// Issue 24: the PIN bootstraps, the first owner enrols with an authenticator app, and from then
// on each person signs in as themselves; who saw which number is in the audit.

let t: TestApp;
let pinCookie: string;
let owner: Enrolled;
let ownerCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  pinCookie = await bootstrapPinCookie(t.app);
});
afterAll(() => t.close());

const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
const post = (url: string, cookie: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

describe('bootstrap PIN, then the owner', () => {
  it('a fresh install signs in with the PIN as a bootstrap owner, and says an owner account is needed', async () => {
    const session = await get('/api/admin/session', pinCookie);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ role: 'owner', staff: null, needsOwnerAccount: true });
    expect(session.headers['x-admin-bootstrap']).toBe('1');
  });

  it('only an owner adds staff, with a name, an email and a role', async () => {
    const bad = await post('/api/admin/staff', pinCookie, { name: 'Olive', email: 'x', role: 'boss' });
    expect(bad.statusCode).toBe(400);
    const added = await post('/api/admin/staff', pinCookie, {
      name: 'Olive Owner',
      email: 'Olive@Example.com',
      role: 'owner',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ email: 'olive@example.com', role: 'owner', enrolled: false });
    const again = await post('/api/admin/staff', pinCookie, {
      name: 'Olive Again',
      email: 'olive@example.com',
      role: 'owner',
    });
    expect(again.statusCode).toBe(409);
  });

  it('the emailed link offers an authenticator app: the otpauth URI for a QR code and the key as text', async () => {
    const token = await mailedEnrolmentToken(t, 'olive@example.com');
    const opened = await t.app.inject({ method: 'POST', url: '/api/staff/enrolment', payload: { token } });
    expect(opened.json()).toMatchObject({ name: 'Olive Owner', email: 'olive@example.com', role: 'owner' });
    const offer = await t.app.inject({
      method: 'POST',
      url: '/api/staff/enrolment/totp',
      payload: { token },
    });
    const { uri, secret } = offer.json<{ uri: string; secret: string }>();
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(uri).toContain(secret);
    // A wrong first code does not enrol.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/staff/enrolment/totp/confirm',
      payload: { token, code: totpCode(secret, Date.now() - 10 * 60_000), password: STAFF_PASSWORD },
    });
    expect(wrong.statusCode).toBe(400);
    const confirmedAt = Date.now();
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/staff/enrolment/totp/confirm',
      payload: { token, code: totpCode(secret, confirmedAt), password: STAFF_PASSWORD },
    });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    owner = { email: 'olive@example.com', password: STAFF_PASSWORD, secret, recoveryCodes, confirmedAt };

    // The secret is encrypted at rest, and the codes are kept only as hashes.
    const [row] = await t.deps.database.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.email, owner.email));
    expect(row!.totpSecret).toMatch(/^v1:/);
    expect(row!.totpSecret).not.toContain(secret);
    const stored = await t.deps.database.db.select().from(staffRecoveryCodes);
    expect(stored.map((c) => c.codeHash)).not.toContain(recoveryCodes[0]);
    // Salted and slow (attack review item 9): argon2id, each with its own salt.
    expect(stored.every((c) => c.codeHash.startsWith('$argon2id$'))).toBe(true);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

    // The link works once.
    const reused = await t.app.inject({ method: 'POST', url: '/api/staff/enrolment', payload: { token } });
    expect(reused.statusCode).toBe(410);
  });

  it('once the owner has enrolled the PIN no longer signs in, and its session is over', async () => {
    const pin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/verify-pin',
      payload: { pin: TEST_ADMIN_PIN },
      remoteAddress: freshIp(),
    });
    expect(pin.json()).toEqual({
      success: false,
      message: expect.stringMatching(/sign in with your staff account/),
    });
    expect((await get('/api/admin/session', pinCookie)).statusCode).toBe(401);
  });

  it('the owner signs in with the next authenticator code; the same code again is refused', async () => {
    const code = await nextTotpCode(t, owner);
    const ok = await signIn(t, owner.email, code);
    expect(ok.statusCode).toBe(200);
    ownerCookie = sessionCookie(ok);
    const session = await get('/api/admin/session', ownerCookie);
    expect(session.json()).toMatchObject({
      role: 'owner',
      needsOwnerAccount: false,
      staff: { name: 'Olive Owner', email: 'olive@example.com' },
    });
    expect(session.headers['x-admin-bootstrap']).toBeUndefined();
    const replayed = await signIn(t, owner.email, code);
    expect(replayed.statusCode).toBe(401);
    // The confirming code (an older step) is refused too.
    expect((await signIn(t, owner.email, totpCode(owner.secret, owner.confirmedAt))).statusCode).toBe(401);
  });

  it('a wrong code and an unknown email answer the same refusal', async () => {
    // The refused codes above count towards the account's growing delay; 16 minutes on, they do not.
    await ageSignInAttempts(t, 16);
    const wrong = await signIn(t, owner.email, '000000');
    const unknown = await signIn(t, 'nobody@example.com', '123456');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('a recovery code signs in once', async () => {
    await ageSignInAttempts(t, 16);
    const code = owner.recoveryCodes[0]!;
    expect((await signIn(t, owner.email, code.toUpperCase())).statusCode).toBe(200);
    expect((await signIn(t, owner.email, code)).statusCode).toBe(401);
    owner.recoveryCodes.shift();
  });
});

describe('admin:recover', () => {
  it('prints a fresh link for an owner who lost every factor; using it replaces the old ones', async () => {
    const link = await recoverOwner(t.deps, t.deps.database.db, { email: 'OLIVE@example.com' });
    expect(link.created).toBe(false);
    const token = /#(.+)$/.exec(link.url)![1]!;
    const offer = await t.app.inject({
      method: 'POST',
      url: '/api/staff/enrolment/totp',
      payload: { token },
    });
    const { secret } = offer.json<{ secret: string }>();
    const confirmedAt = Date.now();
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/staff/enrolment/totp/confirm',
      payload: { token, code: totpCode(secret, confirmedAt), password: STAFF_PASSWORD },
    });
    expect(confirmed.statusCode).toBe(200);
    await ageSignInAttempts(t, 16);
    // The old recovery codes are gone, the new ones work.
    expect((await signIn(t, owner.email, owner.recoveryCodes[0]!)).statusCode).toBe(401);
    owner = {
      email: owner.email,
      password: STAFF_PASSWORD,
      secret,
      recoveryCodes: confirmed.json().recoveryCodes,
      confirmedAt,
    };
    ownerCookie = await recoverySignIn(t, owner);
    expect((await get('/api/admin/session', ownerCookie)).json()).toMatchObject({ role: 'owner' });
  });
});

describe('enrolment links', () => {
  it('expire after 24 hours', async () => {
    await post('/api/admin/staff', ownerCookie, {
      name: 'Late Larry',
      email: 'larry@example.com',
      role: 'hr',
    });
    const token = await mailedEnrolmentToken(t, 'larry@example.com');
    const [larry] = await t.deps.database.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.email, 'larry@example.com'));
    await t.deps.database.db
      .update(staffEnrolments)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(staffEnrolments.staffId, larry!.id));
    const res = await t.app.inject({ method: 'POST', url: '/api/staff/enrolment/totp', payload: { token } });
    expect(res.statusCode).toBe(410);
    // The owner sends a new one; it works.
    const resent = await post(`/api/admin/staff/${larry!.id}/enrolment-link`, ownerCookie);
    expect(resent.statusCode).toBe(200);
    const fresh = await mailedEnrolmentToken(t, 'larry@example.com');
    expect(fresh).not.toBe(token);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/staff/enrolment',
      payload: { token: fresh },
    });
    expect(opened.statusCode).toBe(200);
  });
});

describe('staff management', () => {
  it('lists, changes a role and deactivates; a deactivated person is signed out and cannot sign in', async () => {
    const hr = await addAndEnrol(t, ownerCookie, { name: 'Hana Hr', email: 'hana@example.com', role: 'hr' });
    const hrCookie = await recoverySignIn(t, hr);
    const list = (await get('/api/admin/staff', ownerCookie)).json<{
      staff: { email: string; id: string }[];
    }>();
    const hana = list.staff.find((s) => s.email === 'hana@example.com')!;
    expect(hana).toMatchObject({ role: 'hr', enrolled: true, active: true, factors: { totp: true } });
    expect((await get('/api/admin/staff', hrCookie)).statusCode).toBe(403);

    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${hana.id}`,
      headers: { cookie: ownerCookie },
      payload: { role: 'payroll' },
    });
    expect(changed.json()).toMatchObject({ role: 'payroll' });
    // The open session takes the new role at once.
    expect((await get('/api/admin/session', hrCookie)).json()).toMatchObject({ role: 'payroll' });

    expect((await post(`/api/admin/staff/${hana.id}/deactivate`, ownerCookie)).json()).toMatchObject({
      active: false,
    });
    expect((await get('/api/admin/session', hrCookie)).statusCode).toBe(401);
    expect((await signIn(t, hr.email, hr.recoveryCodes[0]!)).statusCode).toBe(401);
  });

  it('the last owner cannot be demoted or deactivated', async () => {
    const list = (await get('/api/admin/staff', ownerCookie)).json<{
      staff: { email: string; id: string }[];
    }>();
    const olive = list.staff.find((s) => s.email === owner.email)!;
    expect((await post(`/api/admin/staff/${olive.id}/deactivate`, ownerCookie)).statusCode).toBe(409);
    const demoted = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${olive.id}`,
      headers: { cookie: ownerCookie },
      payload: { role: 'hr' },
    });
    expect(demoted.statusCode).toBe(409);
  });
});

describe('admin sessions', () => {
  it('end after 30 minutes idle, and at Sign out', async () => {
    const idle = await recoverySignIn(t, owner);
    const [row] = await t.deps.database.db
      .select()
      .from(sessions)
      .where(sql`${sessions.staffId} is not null`)
      .orderBy(sql`${sessions.createdAt} desc`)
      .limit(1);
    await t.deps.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(eq(sessions.id, row!.id));
    t.deps.live.sessions.forget('*');
    expect((await get('/api/admin/session', idle)).statusCode).toBe(401);

    const cookie = await recoverySignIn(t, owner);
    const session = (await get('/api/admin/session', cookie)).json<{ expiresAt: string }>();
    const hours = (Date.parse(session.expiresAt) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(7.9);
    expect(hours).toBeLessThanOrEqual(8);
    const out = await post('/api/admin/logout', cookie);
    expect(out.statusCode).toBe(200);
    expect((await get('/api/admin/session', cookie)).statusCode).toBe(401);
    // The session is over, not only its grant: the cookie is cleared, and the owner finds it audited.
    expect(String(out.headers['set-cookie'])).toMatch(/^sid=;/);
    const audit = await get('/api/admin/audit?action=staff.sign_out', ownerCookie);
    expect(audit.json<{ rows: Array<{ actor: string }> }>().rows[0]).toMatchObject({
      actor: 'Olive Owner <olive@example.com>',
    });
  });
});

describe('who saw what', () => {
  it('numbers are masked; a payroll person reveals one, and the owner finds it in the audit and its CSV', async () => {
    const member = await createMember(t.deps, { bankAccountNumber: '98765432' });
    await createTaxDeclaration(t.deps, member, { taxFileNumber: '123456782' });
    const payroll = await addAndEnrol(t, ownerCookie, {
      name: 'Pat Payroll',
      email: 'pat@example.com',
      role: 'payroll',
    });
    const hr = await addAndEnrol(t, ownerCookie, {
      name: 'Harriet Hr',
      email: 'harriet@example.com',
      role: 'hr',
    });
    const payrollCookie = await recoverySignIn(t, payroll);
    const hrCookie = await recoverySignIn(t, hr);

    const masked = (await get(`/api/admin/members/${member.id}/numbers`, hrCookie)).json();
    expect(masked).toMatchObject({ masked: true });
    expect(JSON.stringify(masked)).not.toContain('123456782');
    expect(JSON.stringify(masked)).not.toContain('98765432');
    expect(
      (await post(`/api/admin/members/${member.id}/reveal`, hrCookie, { field: 'taxFileNumber' })).statusCode,
    ).toBe(403);

    const ip = '203.0.113.77';
    const revealed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${member.id}/reveal`,
      headers: { cookie: payrollCookie },
      payload: { field: 'taxFileNumber' },
      remoteAddress: ip,
    });
    expect(revealed.json()).toEqual({ field: 'taxFileNumber', value: '123 456 782' });

    const staff = (await get('/api/admin/staff', ownerCookie)).json<{
      staff: { email: string; id: string }[];
    }>();
    const pat = staff.staff.find((s) => s.email === 'pat@example.com')!;
    const audit = await get(
      `/api/admin/audit?person=${pat.id}&member=${member.id}&action=member.reveal`,
      ownerCookie,
    );
    const rows = audit.json<{ rows: Record<string, unknown>[] }>().rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor: 'Pat Payroll <pat@example.com>',
      action: 'member.reveal',
      staffId: pat.id,
      member: member.id,
      memberName: member.fullName,
      field: 'taxFileNumber',
      ip,
    });
    expect(rows[0]!.sessionId).toEqual(expect.any(String));
    expect((await get('/api/admin/audit', payrollCookie)).statusCode).toBe(403);

    const csv = await get(`/api/admin/audit.csv?person=${pat.id}`, ownerCookie);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('"member.reveal"');
    expect(csv.body).toContain(`"${ip}"`);
    expect(csv.body).not.toContain('123456782');

    // The Excel export is audited the same way.
    const excel = await get('/api/admin/download-excel', payrollCookie);
    expect(excel.statusCode).toBe(200);
    const exports = (
      await get(`/api/admin/audit?person=${pat.id}&action=retention.download_excel`, ownerCookie)
    ).json<{ rows: Record<string, unknown>[] }>().rows;
    expect(exports[0]).toMatchObject({ staffId: pat.id, actor: 'Pat Payroll <pat@example.com>' });

    // The officer name defaults to the signed-in person's.
    const marked = await post(`/api/admin/mark-downloaded/${member.id}`, payrollCookie, {});
    expect(marked.statusCode).toBe(200);
    const [stored] = await t.deps.database.db.select().from(teamMembers).where(eq(teamMembers.id, member.id));
    expect(stored!.dataDownloadedBy).toBe('Pat Payroll');
  });
});
