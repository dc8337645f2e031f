import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffPasskeys } from '../../src/server/db/schema/staff';
import { SoftwareAuthenticator } from '../fixtures/software-authenticator';
import { addAndEnrol, freshIp, mailedEnrolmentToken, recoverySignIn } from '../fixtures/staff';
import { adminCookie, createTestApp, sessionCookie, type TestApp } from '../fixtures/test-app';

// Issue 24: a person enrols a passkey from the emailed link and signs in with it; the
// credential's public key is encrypted at rest, and a challenge answers once.

let t: TestApp;
let ownerCookie: string;
// app.inject's requests come to http://localhost: the relying party is that origin.
const authenticator = new SoftwareAuthenticator('http://localhost');
beforeAll(async () => {
  t = await createTestApp();
  const pin = await adminCookie(t.app);
  const owner = await addAndEnrol(t, pin, { name: 'Olive Owner', email: 'olive@example.com', role: 'owner' });
  ownerCookie = await recoverySignIn(t, owner);
});
afterAll(() => t.close());

const post = (url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: freshIp() });

describe('passkeys', () => {
  it('a person enrols a passkey from the link, gets recovery codes, and signs in with one tap', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: { cookie: ownerCookie },
      payload: { name: 'Pat Payroll', email: 'pat@example.com', role: 'payroll' },
    });
    expect(added.statusCode).toBe(201);
    const token = await mailedEnrolmentToken(t, 'pat@example.com');
    const options = (await post('/api/staff/enrolment/passkey/options', { token })).json();
    expect(options).toMatchObject({ rp: { id: 'localhost' }, user: { name: 'pat@example.com' } });
    const registered = await post('/api/staff/enrolment/passkey', {
      token,
      response: authenticator.register(options),
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json().recoveryCodes).toHaveLength(10);

    const [key] = await t.deps.database.db.select().from(staffPasskeys);
    expect(key!.publicKey).toMatch(/^v1:/);

    const signInOptions = (await post('/api/admin/sign-in/passkey/options')).json();
    const answer = authenticator.authenticate(signInOptions);
    const signedIn = await post('/api/admin/sign-in/passkey', { response: answer });
    expect(signedIn.statusCode).toBe(200);
    const session = await t.app.inject({
      url: '/api/admin/session',
      headers: { cookie: sessionCookie(signedIn) },
    });
    expect(session.json()).toMatchObject({ role: 'payroll', staff: { email: 'pat@example.com' } });

    // The same answer again (its challenge used up) does not sign in.
    expect((await post('/api/admin/sign-in/passkey', { response: answer })).statusCode).toBe(401);
    const [after] = await t.deps.database.db
      .select()
      .from(staffPasskeys)
      .where(eq(staffPasskeys.id, key!.id));
    expect(after!.counter).toBeGreaterThan(0);
  });

  it('an answer signed by another key is refused', async () => {
    const stranger = new SoftwareAuthenticator('http://localhost');
    const options = (await post('/api/admin/sign-in/passkey/options')).json();
    const forged = {
      ...stranger.authenticate(options),
      id: authenticator.credentialId.toString('base64url'),
    };
    forged.rawId = forged.id;
    expect((await post('/api/admin/sign-in/passkey', { response: forged })).statusCode).toBe(401);
  });

  it('a passkey made for another site is refused at enrolment', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: { cookie: ownerCookie },
      payload: { name: 'Hana Hr', email: 'hana@example.com', role: 'hr' },
    });
    expect(added.statusCode).toBe(201);
    const token = await mailedEnrolmentToken(t, 'hana@example.com');
    const options = (await post('/api/staff/enrolment/passkey/options', { token })).json();
    const phishing = new SoftwareAuthenticator('https://evil.example');
    const res = await post('/api/staff/enrolment/passkey', { token, response: phishing.register(options) });
    expect(res.statusCode).toBe(400);
  });
});
