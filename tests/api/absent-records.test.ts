// Issue 35 item 10: a record not made yet is an answer, not an error. A new hire's first visit read
// the draft photo, the member, the tax declaration, the super choice, the medical declaration and
// the confidentiality agreement, and each answered 404, which every browser logs as an error.
// Each now answers 200 with null for the session's own missing record (the contract check parses
// it with the route's declared schema); another person's email is still refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const read = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

/** The reads of a hire's own records, by email. */
const OWN_READS = (email: string) => [
  `/api/team-members/by-email/${email}`,
  `/api/tax-declarations/${email}`,
  '/api/superfund-choices',
  `/api/medical-declarations/${email}`,
  `/api/confidentiality-agreements/${email}`,
  '/api/me/photo',
];

describe('a record not made yet', () => {
  it('is answered 200 null to a proven new hire with nothing saved, on every read a first run makes', async () => {
    const email = 'first-run@example.com';
    const cookie = await employeeCookie(t.app, email);
    for (const url of OWN_READS(email)) {
      const res = await read(url, cookie);
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toBeNull();
    }
  });

  it('is answered 200 null for the draft photo to a visitor with no session yet', async () => {
    const res = await read('/api/me/photo');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });

  it("still refuses another person's email with a 403, whether or not they have a record", async () => {
    const other = await employeeCookie(t.app, 'someone-else@example.com');
    for (const url of OWN_READS('first-run@example.com').filter((u) => u.includes('@'))) {
      const res = await read(url, other);
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('still refuses a visitor who has proven no email, as before', async () => {
    for (const url of OWN_READS('first-run@example.com').filter((u) => u !== '/api/me/photo')) {
      const res = await read(url);
      expect(res.statusCode, url).toBe(403);
    }
  });
});
