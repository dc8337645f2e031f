import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../src/server/env';
import { xeroConfig } from '../../src/server/services/payroll/xero-connection';

// Decision 104: the Xero app comes from the environment, its redirect URI from PUBLIC_URL, and
// Xero's hosts are Xero's unless the environment (a test's peer) says otherwise.
describe('the Xero app from the environment', () => {
  it('is absent without a client id and secret: the owner cannot connect', () => {
    expect(xeroConfig(loadEnv({}))).toBeNull();
    expect(xeroConfig(loadEnv({ XERO_CLIENT_ID: 'ABC' }))).toBeNull();
  });

  it('calls Xero’s own hosts, and is sent back to PUBLIC_URL', () => {
    const env = loadEnv({
      XERO_CLIENT_ID: 'ABC',
      XERO_CLIENT_SECRET: 'secret',
      PUBLIC_URL: 'https://onboarding.example.com.au/',
    });
    expect(xeroConfig(env)).toEqual({
      clientId: 'ABC',
      clientSecret: 'secret',
      redirectUri: 'https://onboarding.example.com.au/api/admin/payroll/connections/xero/callback',
      apiUrl: 'https://api.xero.com',
      identityUrl: 'https://identity.xero.com',
      loginUrl: 'https://login.xero.com',
    });
  });

  it('refuses a plain-http Xero host other than this machine', () => {
    expect(() => loadEnv({ XERO_API_URL: 'http://xero.example.com' })).toThrow(EnvError);
    expect(() => loadEnv({ XERO_IDENTITY_URL: 'ftp://127.0.0.1' })).toThrow(/XERO_IDENTITY_URL/);
    expect(loadEnv({ XERO_LOGIN_URL: 'http://127.0.0.1:4010' }).XERO_LOGIN_URL).toBe('http://127.0.0.1:4010');
  });
});
