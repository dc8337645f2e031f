import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationRecipients } from '../../src/server/db/schema/notification-recipients';
import { teamMembers } from '../../src/server/db/schema/team-members';
import { createMember } from '../fixtures/factories';
import { memberFields, multipart } from '../fixtures/member-form';
import { adminCookie, createTestApp, employeeWithBasicInfo, type TestApp } from '../fixtures/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCookie(t.app);
});
afterAll(() => t.close());

const rows = async (table: typeof teamMembers | typeof notificationRecipients) =>
  (await t.deps.database.db.select({ n: count() }).from(table))[0]!.n;

describe('bad input answers 400, never 500 (DESIGN.md §4)', () => {
  it('a NUL byte in a path param', async () => {
    const res = await t.app.inject({ url: '/api/policy-documents/active/%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'bad_request', fields: { type: expect.any(String) } });
  });

  it('a NUL byte in a query string', async () => {
    const res = await t.app.inject({ url: '/api/policy-documents/active/workplace-behaviour?x=%00' });
    expect(res.statusCode).toBe(400);
  });

  it('a NUL byte in a JSON field, nested or in a key, writes nothing', async () => {
    const before = await rows(notificationRecipients);
    for (const payload of [
      { name: 'HR\u0000Team', email: 'hr@example.com' },
      { name: 'HR Team', email: 'hr@example.com', extra: { deeper: ['ok', 'n\u0000'] } },
      { name: 'HR Team', email: 'hr@example.com', 'k\u0000': 1 },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/notifications',
        headers: { cookie: admin },
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'bad_request' });
    }
    expect(await rows(notificationRecipients)).toBe(before);
  });

  it('a NUL byte in a policy, officer or test-email field', async () => {
    const member = await createMember(t.deps);
    const requests = [
      [
        '/api/policy-documents',
        { title: 'Rules\u0000', content: '<p>x</p>', version: '1', documentType: 'other' },
      ],
      [`/api/admin/mark-downloaded/${member.id}`, { officerName: 'Jo\u0000' }],
      [`/api/admin/approve-deletion/${member.id}`, { officerName: 'Jo', notes: '\u0000' }],
      ['/api/test-email', { email: 'a\u0000@example.com' }],
    ] as const;
    for (const [url, payload] of requests) {
      const res = await t.app.inject({ method: 'POST', url, headers: { cookie: admin }, payload });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('a lone surrogate, which PostgreSQL text and jsonb cannot hold, is refused with 400', async () => {
    const before = (await t.app.inject({ url: '/api/policy-documents', headers: { cookie: admin } })).json();
    // A JSON text with an escaped lone surrogate parses to a string PostgreSQL cannot store.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/policy-documents',
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload:
        '{"title":"Rules","content":"<p>x</p>","version":"1","documentType":"other",' +
        '"questions":[{"question":"q\\ud800","required":false}]}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'questions.0.question': 'Contains a character that is not allowed' });
    const after = (await t.app.inject({ url: '/api/policy-documents', headers: { cookie: admin } })).json();
    expect(after.documents).toHaveLength(before.documents.length);
  });

  it('a NUL byte in a multipart member field writes no member', async () => {
    const email = 'nul-member@example.com';
    const cookie = await employeeWithBasicInfo(t.app, email);
    const before = await rows(teamMembers);
    const form = multipart(memberFields(email, { addrsSuburb: 'Parra\u0000matta' }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/team-members',
      headers: { ...form.headers, cookie },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { addrsSuburb: expect.any(String) } });
    expect(await rows(teamMembers)).toBe(before);
  });

  it('JSON nested 5,000 deep', async () => {
    for (const payload of [
      '['.repeat(5000) + ']'.repeat(5000),
      '{"a":'.repeat(5000) + '1' + '}'.repeat(5000),
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/notifications',
        headers: { cookie: admin, 'content-type': 'application/json' },
        payload: `{"name":"HR","email":"hr@example.com","x":${payload}}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'bad_request', message: 'The request body is nested too deeply.' });
    }
  });

  it('still refuses __proto__ and constructor.prototype keys, and takes ordinary JSON', async () => {
    for (const payload of ['{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/notifications',
        headers: { cookie: admin, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notifications',
      headers: { cookie: admin, 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify({ name: 'HR [{"team"}]', email: 'hr-ok@example.com' }),
    });
    expect(ok.statusCode).toBe(201);
  });
});
