import crypto from 'node:crypto';

/**
 * A browser that has signed in as admin before carries a signed 'known device' cookie; it is
 * exempt from the global PIN delay (still bounded per IP), so strangers guessing PINs cannot
 * lock the real admin out (issue: 50 wrong PINs from anywhere locked the admin out).
 */
export const KNOWN_DEVICE_COOKIE = 'admin_device';
export const KNOWN_DEVICE_MS = 365 * 24 * 3600_000;

const mac = (key: Buffer, issuedAt: string) =>
  crypto.createHmac('sha256', key).update(`known-device:${issuedAt}`).digest('base64url');

export function issueKnownDevice(key: Buffer, now = Date.now()): string {
  const issuedAt = String(now);
  return `${issuedAt}.${mac(key, issuedAt)}`;
}

export function isKnownDevice(key: Buffer, value: string | undefined, now = Date.now()): boolean {
  if (!value || value.length > 100) return false;
  const [issuedAt = '', signature = ''] = value.split('.');
  const age = now - Number(issuedAt);
  if (!/^\d{13}$/.test(issuedAt) || age < 0 || age > KNOWN_DEVICE_MS) return false;
  const expected = Buffer.from(mac(key, issuedAt));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}
