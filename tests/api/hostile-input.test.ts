import crypto from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyDocuments } from '../../src/server/db/schema/policy-documents';
import { createMember, createRecipient, createStoredFile } from '../fixtures/factories';
import {
  CONTROL_CHARACTERS,
  HOSTILE_BODIES,
  HOSTILE_PARAMS,
  HOSTILE_QUERIES,
  HOSTILE_VALUES,
} from '../fixtures/hostile-corpus';
import { readRowWrites, tablesWritten, watchRowWrites } from '../fixtures/row-writes';
import { memberFields, multipart } from '../fixtures/member-form';
import {
  adminCookie,
  createTestApp,
  employeeCookie,
  TEST_ADMIN_PIN,
  type TestApp,
} from '../fixtures/test-app';

/**
 * DESIGN.md §4: bad input gets a 4xx, never a 500, and never a half-written record. Every route
 * the app registers gets the same fixed corpus (hostile whole bodies, each field of a valid body
 * swapped for a hostile value, hostile path params and query strings), as an anonymous visitor,
 * a proven employee and an admin. A refused request (4xx) must leave every table as it was.
 */

const SEED = 20_260_708;
const EMPLOYEE = 'hostile-employee@example.com';

type Identity = 'anonymous' | 'employee' | 'admin';
interface Spec {
  route: string;
  access: string | undefined;
  opts: InjectOptions;
}

let t: TestApp;
const cookies: Partial<Record<Identity, string>> = {};
let ipCounter = 0;
/** A new address per request: per-IP limits would otherwise answer 429 before the handler runs. */
const nextIp = () => `198.18.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;

/** An owner's session: the bootstrap PIN only creates the owner (issue 36 item 6). */
const signInAdmin = (): Promise<string> => adminCookie(t.app);

const sidOf = (res: LightMyRequestResponse): string | undefined => {
  const raw = res.headers['set-cookie'];
  const sid = (Array.isArray(raw) ? raw : raw ? [raw] : []).find((c) => c.startsWith('sid='));
  return sid?.split(';')[0];
};

/** The refusals that write on purpose, and why. */
const REFUSALS_THAT_RECORD: Record<string, { statuses: number[]; tables: string[] }> = {
  // Each PIN attempt is recorded before it is checked, so parallel guesses see each other.
  'POST /api/admin/verify-pin': { statuses: [401, 429], tables: ['audit_log'] },
  // Staff sign-in attempts likewise: the limits per account and per network count them (decision 029).
  'POST /api/admin/sign-in': { statuses: [401, 429], tables: ['audit_log'] },
  'POST /api/admin/sign-in/passkey': { statuses: [401, 429], tables: ['audit_log'] },
  // Confirming it is you again counts a wrong password or code as a wrong sign-in (decision 037).
  'POST /api/admin/reauth': { statuses: [400, 429], tables: ['audit_log'] },
  'POST /api/admin/reauth/passkey': { statuses: [400, 429], tables: ['audit_log'] },
};

beforeAll(async () => {
  // No job worker: its writes (a staff member's enrolment email going out) would land during
  // later requests and be counted as theirs.
  t = await createTestApp({}, { runJobs: false });
}, 60_000);
afterAll(() => t.close());

describe('hostile input', () => {
  it('no route answers 5xx, and no refused request writes a row', { timeout: 600_000 }, async () => {
    const { app, deps } = t;
    const member = await createMember(deps, { email: EMPLOYEE });
    const other = await createMember(deps, { fullName: 'Other Person' });
    const file = await createStoredFile(deps, { memberId: member.id });
    const recipient = await createRecipient(deps);
    const [policy] = await deps.database.db.select().from(policyDocuments).limit(1);
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#a87' } })
      .jpeg()
      .toBuffer();

    cookies.employee = await employeeCookie(app, EMPLOYEE);
    cookies.admin = await signInAdmin();
    // Signing in again after a logout, a cleared session or a PIN entered over an employee's
    // session. Those routes run last; a new hire signs in with a new address each time, since
    // the same one would soon meet the per-address code limit.
    let rejoined = 0;
    const signInAgain = (identity: 'employee' | 'admin') =>
      identity === 'admin' ? signInAdmin() : employeeCookie(app, `hostile-rejoin-${++rejoined}@example.com`);

    /** Real ids, so requests reach the code behind the lookups. */
    const paramFor = (url: string, name: string): string => {
      if (name === 'userEmail') return EMPLOYEE;
      if (name === 'stepId') return 'bank-details';
      if (name === 'taskId') return 'personal-information';
      if (name === 'type') return policy?.documentType ?? 'workplace-behaviour';
      if (name === 'memberId') return other.id;
      if (url.startsWith('/api/team-members/')) return member.id;
      if (url.startsWith('/api/policy-documents/')) return policy?.id ?? crypto.randomUUID();
      if (url.startsWith('/api/admin/notifications/')) return recipient.id;
      if (url.startsWith('/api/files/')) return file.id;
      return crypto.randomUUID();
    };

    const memberForm = memberFields(EMPLOYEE);
    /** A valid body for each route that takes one; the corpus swaps its fields one at a time. */
    const validBodies: Record<string, Record<string, unknown>> = {
      'POST /api/admin/verify-pin': { pin: TEST_ADMIN_PIN },
      'POST /api/auth/email-code': { email: 'hostile-codes@example.com' },
      'POST /api/auth/verify-code': { email: EMPLOYEE, code: '000000', typedSteps: ['basic-info'] },
      'PUT /api/me/drafts/:stepId': {
        bankInstitution: 'Commonwealth Bank',
        bankAccountName: 'S Carpenter',
        bankBSB: '062-000',
        bankAccountNumber: '12345678',
      },
      'POST /api/policy-documents': {
        title: 'Site Rules',
        content: '<p>Wear a hard hat.</p>',
        version: '1.0',
        documentType: 'other',
        questions: [{ id: 'q1', question: 'Understood?', required: true }],
        isActive: false,
      },
      'PATCH /api/policy-documents/:id': { title: 'Site Rules v2', version: '2.0' },
      'POST /api/admin/mark-downloaded/:memberId': { officerName: 'Jo Officer' },
      'POST /api/admin/approve-deletion/:memberId': { officerName: 'Jo Officer', notes: 'Left' },
      // Never the real confirmation: the corpus must not wipe the database under itself.
      'POST /api/admin/clear-all-data': { confirm: 'delete all data' },
      'POST /api/admin/notifications': { name: 'HR Team', email: 'hr-new@example.com', active: true },
      'PATCH /api/admin/notifications/:id': { name: 'HR', active: false },
      'POST /api/test-email': { email: 'test@example.com' },
      'POST /api/admin/staff': { name: 'Hana Hr', email: 'hana-hostile@example.com', role: 'hr' },
      'PATCH /api/admin/staff/:id': { role: 'payroll' },
      'POST /api/admin/members/:memberId/reveal': { field: 'taxFileNumber' },
      'POST /api/admin/sign-in': {
        email: 'hana-hostile@example.com',
        password: 'a hostile password',
        code: '123456',
      },
      'POST /api/admin/reauth': { password: 'a hostile password', code: '123456' },
    };
    const multipartRoutes: Record<string, { fields: Record<string, string>; file?: boolean }> = {
      'POST /api/team-members': { fields: memberForm },
      'PUT /api/team-members/:id': { fields: memberForm },
      'PUT /api/me/photo': { fields: {}, file: true },
    };

    const specs: Spec[] = [];
    // Routes that end or replace the caller's session go last, so the rest run with it intact.
    const endsSession = (url: string) => /verify-pin|logout|\/me\/clear/.test(url);
    const routes = [...app.registeredRoutes].sort(
      (a, b) => Number(endsSession(a.url)) - Number(endsSession(b.url)),
    );
    let sampleRun = 0;
    for (const r of routes) {
      const key = `${r.method} ${r.url}`;
      const fill = (override?: [string, string]) =>
        r.url.replace(/:(\w+)/g, (_m, name: string) =>
          override?.[0] === name ? override[1] : encodeURIComponent(paramFor(r.url, name)),
        );
      const url = fill();
      const hasBody = r.method !== 'GET';
      const add = (opts: Omit<InjectOptions, 'method'>) =>
        specs.push({ route: key, access: r.access, opts: { method: r.method as 'GET', ...opts } });

      const form = multipartRoutes[key];
      const valid = validBodies[key];
      const validPayload = (): Omit<InjectOptions, 'method' | 'url'> => {
        if (form)
          return multipart(
            form.fields,
            form.file ? { name: 'me.jpg', type: 'image/jpeg', data: photo } : undefined,
          );
        if (valid) return { payload: valid as Record<string, unknown> };
        return hasBody ? { payload: {} } : {};
      };

      // Hostile params and queries around an otherwise valid request.
      for (const name of [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1]!)) {
        for (const value of HOSTILE_PARAMS) add({ url: fill([name, value]), ...validPayload() });
      }
      for (const query of HOSTILE_QUERIES) add({ url: `${url}?${query}`, ...validPayload() });
      if (!hasBody) continue;

      // Hostile whole bodies.
      for (const body of HOSTILE_BODIES) add({ url, ...body });

      // Each field of the valid body swapped for a hostile value: a NUL in every field, control
      // and bidi characters in every field, then a fixed sample of the other values (fast-check,
      // fixed seed).
      const fields = form ? Object.keys(form.fields) : valid ? Object.keys(valid) : [];
      const swap = (field: string, value: unknown) => {
        if (form) {
          const text = typeof value === 'string' ? value : JSON.stringify(value);
          add({
            url,
            ...multipart(
              { ...form.fields, [field]: text },
              form.file ? { name: 'me.jpg', type: 'image/jpeg', data: photo } : undefined,
            ),
          });
        } else {
          add({ url, payload: { ...valid, [field]: value } as Record<string, unknown> });
        }
      };
      for (const field of fields) swap(field, `a\u0000${field}`);
      for (const field of fields) swap(field, `a${CONTROL_CHARACTERS}${field}`);
      if (fields.length > 0) {
        const picks = fc.sample(
          fc.tuple(
            fc.constantFrom(...fields),
            fc.oneof(fc.constantFrom(...HOSTILE_VALUES), fc.string({ unit: 'binary', maxLength: 40 })),
          ),
          { seed: SEED + sampleRun++, numRuns: 24 },
        );
        for (const [field, value] of picks) swap(field, value);
      }
      if (form) {
        // A multipart form whose file is not an image, and one whose file name carries a NUL.
        add({
          url,
          ...multipart(form.fields, { name: 'x.jpg', type: 'image/jpeg', data: Buffer.from('GIF89a') }),
        });
        add({ url, ...multipart(form.fields, { name: 'a\u0000.jpg', type: 'image/jpeg', data: photo }) });
      }
    }

    const tableCount = await watchRowWrites(deps.database.db);
    expect(tableCount).toBeGreaterThan(10);
    const failures: string[] = [];
    let sent = 0;
    let state = await readRowWrites(deps.database.db);
    for (const identity of ['anonymous', 'employee', 'admin'] as const) {
      for (const [i, spec] of specs.entries()) {
        // An admin route refuses anyone else in its onRequest hook, before the body is read:
        // every eighth request of the corpus shows that door holds.
        if (spec.access === 'admin' && identity !== 'admin' && i % 8 !== 0) continue;
        const cookie = cookies[identity];
        const res = await app.inject({
          ...spec.opts,
          headers: { ...spec.opts.headers, ...(cookie ? { cookie } : {}) },
          remoteAddress: nextIp(),
        });
        sent++;
        const after = await readRowWrites(deps.database.db);
        const label = `${identity} ${spec.opts.method} ${String(spec.opts.url).slice(0, 120)} -> ${res.statusCode}`;
        if (res.statusCode >= 500) failures.push(`${label}: ${res.body.slice(0, 200)}`);
        const written = tablesWritten(state, after);
        if (res.statusCode >= 400 && res.statusCode < 500 && written.length > 0) {
          const allowed = REFUSALS_THAT_RECORD[spec.route];
          const excused =
            allowed?.statuses.includes(res.statusCode) && written.every((c) => allowed.tables.includes(c));
          if (!excused) failures.push(`${label}: refused but wrote to ${written.join(', ')}`);
        }
        state = after;

        // Keep each identity what it is, as a browser would: follow a rotated cookie, sign in again
        // after a logout or a cleared session.
        if (identity === 'anonymous') continue;
        const sid = sidOf(res);
        const ended =
          (sid !== undefined && sid === 'sid=') ||
          (spec.route === 'POST /api/admin/logout' && res.statusCode < 300) ||
          (identity === 'employee' && spec.route === 'POST /api/admin/verify-pin' && res.statusCode < 300);
        if (ended) {
          cookies[identity] = await signInAgain(identity);
          state = await readRowWrites(deps.database.db);
        } else if (sid) {
          cookies[identity] = sid;
        }
      }
    }

    console.log(
      `hostile input (${deps.database.kind}): ${sent} requests to ${routes.length} routes as anonymous, employee and admin`,
    );
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(routes.length * 3 * 10);
  });
});
