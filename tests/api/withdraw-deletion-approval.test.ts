import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_APPROVED } from '../../src/server/services/retention/withdraw-approval';
import { createMember, type Member } from '../fixtures/factories';
import { addAndEnrol, recoverySignIn } from '../fixtures/staff';
import { adminCookie, createTestApp, type TestApp } from '../fixtures/test-app';

// Issue 23, item 13: an approval for deletion can be withdrawn until the bulk delete runs,
// audited with the staff member acting (decision 029).

let t: TestApp;
const cookies = {} as Record<'owner' | 'hr' | 'payroll', string>;
beforeAll(async () => {
  t = await createTestApp();
  const pin = await adminCookie(t.app);
  const owner = await addAndEnrol(t, pin, { name: 'Olive Owner', email: 'olive@example.com', role: 'owner' });
  cookies.owner = await recoverySignIn(t, owner);
  for (const [role, name] of [
    ['hr', 'Hana Hr'],
    ['payroll', 'Pete Payroll'],
  ] as const) {
    const person = await addAndEnrol(t, cookies.owner, { name, email: `${role}@example.com`, role });
    cookies[role] = await recoverySignIn(t, person);
  }
});
afterAll(() => t.close());

const call = (method: 'POST' | 'DELETE' | 'GET', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });
const withdraw = (member: Member, cookie = cookies.hr) =>
  call('POST', `/api/admin/withdraw-approval/${member.id}`, cookie);

async function approved(fullName: string): Promise<Member> {
  const member = await createMember(t.deps, { fullName });
  const officer = { officerName: 'Hana Hr', hasDataElsewhere: true };
  expect(
    (await call('POST', `/api/admin/mark-downloaded/${member.id}`, cookies.owner, officer)).statusCode,
  ).toBe(200);
  expect(
    (await call('POST', `/api/admin/approve-deletion/${member.id}`, cookies.hr, officer)).statusCode,
  ).toBe(200);
  return member;
}

describe('withdrawing an approval for deletion', () => {
  it('puts the record back to Data Downloaded, keeps it through the bulk delete and audits who did it', async () => {
    const kept = await approved('Kim Kept');
    const gone = await approved('Gus Gone');

    const res = await withdraw(kept);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: kept.id,
      status: 'Data Downloaded',
      approvedForDeletion: false,
      approvedBy: null,
      approvedAt: null,
      dataDownloadedBy: 'Hana Hr',
    });

    const deleted = await call('DELETE', '/api/admin/delete-approved', cookies.hr);
    expect(deleted.json()).toEqual({ deletedCount: 1 });
    const list = (await call('GET', '/api/admin/team-members?search=Kim%20Kept', cookies.hr)).json();
    expect(list.members.map((m: Member) => m.id)).toEqual([kept.id]);
    expect((await call('GET', '/api/admin/team-members?search=Gus%20Gone', cookies.hr)).json().total).toBe(0);

    // The owner's audit log names the person who withdrew it, not the one who approved it.
    const audit = (await call('GET', `/api/admin/audit?member=${kept.id}`, cookies.owner)).json();
    const row = audit.rows.find((r: { action: string }) => r.action === 'retention.approval_withdrawn');
    expect(row).toMatchObject({ actor: 'Hana Hr <hr@example.com>', member: kept.id });
    expect(row.staffId).toEqual(expect.any(String));

    // Once the bulk delete ran, there is nothing left to withdraw.
    const late = await withdraw(gone);
    expect(late.statusCode).toBe(404);
  });

  it('refuses a record that is not approved, and a role that may not approve', async () => {
    const member = await approved('Nora Notyet');
    const refused = await withdraw(member, cookies.payroll);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/role does not allow/);

    expect((await withdraw(member, cookies.owner)).statusCode).toBe(200);
    const again = await withdraw(member);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'not_approved', message: NOT_APPROVED });
  });

  it('answers 401 without a staff session', async () => {
    const member = await approved('Ada Anon');
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/withdraw-approval/${member.id}` })).statusCode,
    ).toBe(401);
  });
});
