import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/audit-log';
import { teamMembers } from '../../src/server/db/schema/team-members';
import {
  activeSiteListSchema,
  siteListSchema,
  siteResponseSchema,
  type Site,
} from '../../src/shared/answers/site';
import {
  policyDocumentListSchema,
  policyDocumentResponseSchema,
} from '../../src/shared/answers/policy-document';
import { meStatusSchema } from '../../src/shared/me-status';
import { makeHeadshotJpeg } from '../fixtures/make-headshot';
import { memberFields, multipart } from '../fixtures/member-form';
import { addAndEnrol, recoverySignIn } from '../fixtures/staff';
import { adminCookie, createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

// Issue 39 item 2 (decision 089): the owner's sites replace the fixed Site/Factory; a hire's
// Location is an active site and its state is their work state in the records.

let t: TestApp;
let owner: string;
let hr: string;
let payroll: string;
let jpeg: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  owner = await adminCookie(t.app);
  hr = await recoverySignIn(
    t,
    await addAndEnrol(t, owner, { name: 'Hana Hr', email: 'hana@example.com', role: 'hr' }),
  );
  payroll = await recoverySignIn(
    t,
    await addAndEnrol(t, owner, { name: 'Pat Payroll', email: 'pat@example.com', role: 'payroll' }),
  );
  jpeg = await makeHeadshotJpeg();
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

const sites = async (cookie: string) =>
  siteListSchema.parse((await send('GET', '/api/admin/sites', cookie)).json());

async function createMember(email: string, location: string) {
  const cookie = await employeeCookie(t.app, email);
  const m = multipart(memberFields(email, { location }), { name: 'p.jpg', type: 'image/jpeg', data: jpeg });
  return t.app.inject({
    method: 'POST',
    url: '/api/team-members',
    payload: m.payload,
    headers: { ...m.headers, cookie },
  });
}

describe('sites', () => {
  it('seeds the spec’s Site and Factory, which every staff role may read and only the owner change', async () => {
    const seeded = await sites(payroll);
    expect(seeded.map((s) => [s.name, s.state, s.active])).toEqual([
      ['Factory', 'NSW', true],
      ['Site', 'NSW', true],
    ]);
    expect((await send('GET', '/api/admin/sites', hr)).statusCode).toBe(200);
    expect((await send('GET', '/api/admin/sites')).statusCode).toBe(401);

    const body = { name: 'Rouse Hill Depot', address: '1 Depot Rd, Rouse Hill', state: 'NSW' };
    expect((await send('POST', '/api/admin/sites', hr, body)).statusCode).toBe(403);
    expect((await send('POST', '/api/admin/sites', payroll, body)).statusCode).toBe(403);
    const factory = seeded.find((s) => s.name === 'Factory')!;
    expect((await send('PATCH', `/api/admin/sites/${factory.id}`, hr, { active: false })).statusCode).toBe(
      403,
    );
  });

  it('lets the owner add a site, refuses a second of the same name and a state that is not Australian', async () => {
    const body = { name: 'Geelong Yard', address: '5 Wharf St, Geelong', state: 'VIC' };
    const added = await send('POST', '/api/admin/sites', owner, body);
    expect(added.statusCode).toBe(201);
    expect(siteResponseSchema.parse(added.json())).toMatchObject({ ...body, active: true, hireCount: 0 });
    expect((await send('POST', '/api/admin/sites', owner, body)).statusCode).toBe(409);
    const bad = await send('POST', '/api/admin/sites', owner, { name: 'Moon Base', state: 'MOON' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ state: 'Please choose the state or territory' });
    const blank = await send('POST', '/api/admin/sites', owner, { name: '  ', state: 'VIC' });
    expect(blank.json().fields).toEqual({ name: 'Site name is required' });
    const audited = await t.deps.database.db.select().from(auditLog).where(eq(auditLog.action, 'site.add'));
    expect(audited).toHaveLength(1);
    expect(audited[0]!.target).toBe((added.json() as Site).id);
  });

  it('offers a hire only the active sites, and records the chosen site’s state as their work state', async () => {
    const list = await sites(owner);
    const geelong = list.find((s) => s.name === 'Geelong Yard')!;
    const factory = list.find((s) => s.name === 'Factory')!;
    expect(
      (await send('PATCH', `/api/admin/sites/${factory.id}`, owner, { active: false })).json(),
    ).toMatchObject({
      name: 'Factory',
      active: false,
    });
    const offered = activeSiteListSchema.parse((await send('GET', '/api/sites')).json());
    expect(offered).toEqual([
      { name: 'Geelong Yard', state: 'VIC', requiredLicences: ['WHITE_CARD'] },
      { name: 'Site', state: 'NSW', requiredLicences: ['WHITE_CARD'] },
    ]);

    const refused = await createMember('factory.hire@example.com', 'Factory');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ location: 'Location is required' });

    expect((await createMember('geelong.hire@example.com', 'Geelong Yard')).statusCode).toBe(201);
    const [member] = await t.deps.database.db
      .select({ location: teamMembers.location, workState: teamMembers.workState })
      .from(teamMembers)
      .where(eq(teamMembers.email, 'geelong.hire@example.com'));
    expect(member).toEqual({ location: 'Geelong Yard', workState: 'VIC' });
    expect((await sites(hr)).find((s) => s.id === geelong.id)!.hireCount).toBe(1);
  });

  it('lets the owner rename a site and change its state, refusing a name already used', async () => {
    const yard = (await sites(owner)).find((s) => s.name === 'Geelong Yard')!;
    const taken = await send('PATCH', `/api/admin/sites/${yard.id}`, owner, { name: 'Site' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      error: 'site_exists',
      message: 'A site with this name already exists',
    });
    const renamed = await send('PATCH', `/api/admin/sites/${yard.id}`, owner, {
      name: 'Geelong Wharf',
      address: '7 Wharf St, Geelong',
      state: 'SA',
    });
    expect(renamed.statusCode).toBe(200);
    expect((await sites(payroll)).find((s) => s.id === yard.id)).toMatchObject({
      name: 'Geelong Wharf',
      address: '7 Wharf St, Geelong',
      state: 'SA',
      active: true,
    });
    const back = { name: 'Geelong Yard', address: '5 Wharf St, Geelong', state: 'VIC' };
    expect((await send('PATCH', `/api/admin/sites/${yard.id}`, owner, back)).statusCode).toBe(200);
  });

  it('carries a rename to the hires at the site and the documents aimed at it, and a new state to their work state', async () => {
    const yard = (await sites(owner)).find((s) => s.name === 'Geelong Yard')!;
    const created = await send('POST', '/api/policy-documents', owner, {
      title: 'Site Induction - Geelong',
      content: '<p>Sign in at the gate.</p>',
      documentType: 'site-induction',
      version: '1.0',
      appliesTo: { kind: 'sites', names: ['Site', 'Geelong Yard'] },
    });
    const document = policyDocumentResponseSchema.parse(created.json());
    const hire = await employeeCookie(t.app, 'geelong.hire@example.com');
    const titles = async () =>
      meStatusSchema.parse((await send('GET', '/api/me/status', hire)).json()).documents.map((d) => d.title);
    expect(await titles()).toEqual(['Site Induction - Geelong']);

    const moved = await send('PATCH', `/api/admin/sites/${yard.id}`, owner, {
      name: 'Geelong Quay',
      state: 'NSW',
    });
    expect(moved.statusCode).toBe(200);
    expect(siteResponseSchema.parse(moved.json())).toMatchObject({ name: 'Geelong Quay', hireCount: 1 });
    const [member] = await t.deps.database.db
      .select({ location: teamMembers.location, workState: teamMembers.workState })
      .from(teamMembers)
      .where(eq(teamMembers.email, 'geelong.hire@example.com'));
    expect(member).toEqual({ location: 'Geelong Quay', workState: 'NSW' });
    expect(await titles()).toEqual(['Site Induction - Geelong']);
    const listed = policyDocumentListSchema
      .parse((await send('GET', '/api/policy-documents', owner)).json())
      .documents.find((d) => d.id === document.id)!;
    expect(listed.appliesTo).toEqual({ kind: 'sites', names: ['Site', 'Geelong Quay'] });
    const [audit] = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'site.update'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit!.details).toMatchObject({ hiresMoved: 1, documentsRetargeted: 1 });

    const back = { name: 'Geelong Yard', state: 'VIC' };
    expect((await send('PATCH', `/api/admin/sites/${yard.id}`, owner, back)).statusCode).toBe(200);
  });

  it('invites a hire only to an active site', async () => {
    const invitation = {
      email: 'invited@example.com',
      fullName: 'Ivy Invited',
      position: 'Labourer',
      department: 'Civil',
      location: 'Factory',
      plannedStartDate: '2026-12-07',
    };
    const refused = await send('POST', '/api/admin/invitations', hr, invitation);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ location: 'Location is required' });
    const invited = await send('POST', '/api/admin/invitations', hr, {
      ...invitation,
      location: 'Geelong Yard',
    });
    expect(invited.statusCode).toBe(201);
    expect((await sites(owner)).find((s) => s.name === 'Geelong Yard')!.hireCount).toBe(2);
  });
});
