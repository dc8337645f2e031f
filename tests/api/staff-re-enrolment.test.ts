import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/audit-log';
import { staffMembers, staffPasskeys, staffRecoveryCodes } from '../../src/server/db/schema/staff';
import { reEnrolAllAnswerSchema } from '../../src/shared/schemas/staff-re-enrolment';
import {
  addAndEnrol,
  type Enrolled,
  mailedEnrolmentToken,
  recoverySignIn,
  signIn,
  STAFF_PASSWORD,
  totpCode,
} from '../fixtures/staff';
import { adminCookie, createTestApp, type TestApp } from '../fixtures/test-app';

// Issue 36 item 5: after a rotation done because the data key leaked, the old key opened every
// staff authenticator seed. The owner can require every staff member to enrol again: every
// session ends, every factor goes, and each active person is emailed a new set-up link.

let t: TestApp;
let owner: Enrolled;
let hr: Enrolled;
let ownerCookie: string;
let hrCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const first = await adminCookie(t.app);
  owner = await addAndEnrol(t, first, { name: 'Olive Owner', email: 'olive@example.com', role: 'owner' });
  ownerCookie = await recoverySignIn(t, owner);
  hr = await addAndEnrol(t, ownerCookie, { name: 'Harry Hr', email: 'harry@example.com', role: 'hr' });
  hrCookie = await recoverySignIn(t, hr);
});
afterAll(() => t.close());

const reEnrolAll = (cookie: string, payload: object = { confirm: 'ENROL AGAIN' }) =>
  t.app.inject({ method: 'POST', url: '/api/admin/staff/re-enrol-all', headers: { cookie }, payload });

describe('require every staff member to enrol again', () => {
  it('is refused to HR, and to an owner who did not type the confirmation', async () => {
    expect((await reEnrolAll(hrCookie)).statusCode).toBe(403);
    const unconfirmed = await reEnrolAll(ownerCookie, { confirm: 'yes' });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.body).toContain('Type ENROL AGAIN to confirm');
    expect((await t.app.inject({ url: '/api/admin/staff', headers: { cookie: hrCookie } })).statusCode).toBe(
      403,
    );
  });

  it('ends every session, clears every factor, audits it, and mails each person a link that enrols them again', async () => {
    const res = await reEnrolAll(ownerCookie);
    expect(res.statusCode, res.body).toBe(200);
    const answer = reEnrolAllAnswerSchema.parse(res.json());
    // Olive, Harry and the test's first owner (adminCookie's).
    expect(answer.people).toBe(3);

    // Both sessions are over: the owner's own too.
    for (const cookie of [ownerCookie, hrCookie]) {
      const staff = await t.app.inject({ url: '/api/admin/staff', headers: { cookie } });
      expect(staff.statusCode).toBe(401);
    }
    const db = t.deps.database.db;
    const people = await db.select().from(staffMembers);
    expect(people.map((p) => p.totpSecret)).toEqual(['', '', '']);
    expect(people.map((p) => p.passwordHash)).toEqual([null, null, null]);
    expect(await db.select().from(staffRecoveryCodes)).toEqual([]);
    expect(await db.select().from(staffPasskeys)).toEqual([]);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'staff.re_enrol_all'));
    expect(audit).toMatchObject({ details: expect.objectContaining({ people: 3 }) as unknown });

    // The old authenticator and the old recovery codes no longer sign in.
    expect((await signIn(t, owner.email, totpCode(owner.secret, Date.now()))).statusCode).not.toBe(200);
    expect((await signIn(t, hr.email, hr.recoveryCodes[0]!)).statusCode).not.toBe(200);

    // Each person's new link sets up a new authenticator, which signs in.
    for (const person of [owner, hr]) {
      const token = await mailedEnrolmentToken(t, person.email);
      const offer = await t.app.inject({
        method: 'POST',
        url: '/api/staff/enrolment/totp',
        payload: { token },
      });
      expect(offer.statusCode).toBe(200);
      const { secret } = offer.json<{ secret: string }>();
      const confirmed = await t.app.inject({
        method: 'POST',
        url: '/api/staff/enrolment/totp/confirm',
        payload: { token, code: totpCode(secret), password: STAFF_PASSWORD },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(secret).not.toBe(person.secret);
    }
  });
});
