import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/server/log-redact';
import { XERO_API } from '../../src/shared/xero-connection';

// Decision 104: Xero's return to the app carries an authorization code and the state that opens
// its exchange; the request log keeps neither. Other routes' `state` (a list filter) stays.
describe('an OAuth callback in the request log', () => {
  it('keeps the code and the state out, and what the owner chose in', () => {
    const logged = redactUrl(`${XERO_API.callback}?code=9f8e7d6c5b4a&scope=payroll.employees&state=Zm9vYmFy`);
    expect(logged).toBe(`${XERO_API.callback}?code=[redacted]&scope=payroll.employees&state=[redacted]`);
    expect(redactUrl(`${XERO_API.callback}?error=access_denied&state=abc`)).toBe(
      `${XERO_API.callback}?error=access_denied&state=[redacted]`,
    );
  });

  it('leaves another route’s state alone', () => {
    expect(redactUrl('/api/admin/applications?state=approved')).toBe(
      '/api/admin/applications?state=approved',
    );
  });
});
