import crypto from 'node:crypto';

/**
 * A browser that has proven an address carries a signed cookie naming it (as a MAC, not in
 * clear): the owner's earlier device. Codes for an address locked after too many wrong ones
 * still work there, and the address-wide request cap does not apply to it.
 */
export const ADDRESS_DEVICE_COOKIE = 'email_device';
export const ADDRESS_DEVICE_MS = 365 * 24 * 3600_000;

const mac = (key: Buffer, email: string, issuedAt: string) =>
  crypto.createHmac('sha256', key).update(`email-device:${email}:${issuedAt}`).digest('base64url');

export function issueAddressDevice(key: Buffer, email: string, now = Date.now()): string {
  const issuedAt = String(now);
  return `${issuedAt}.${mac(key, email, issuedAt)}`;
}

export function isAddressDevice(
  key: Buffer,
  email: string,
  value: string | undefined,
  now = Date.now(),
): boolean {
  if (!value || value.length > 100) return false;
  const [issuedAt = '', signature = ''] = value.split('.');
  const age = now - Number(issuedAt);
  if (!/^\d{13}$/.test(issuedAt) || age < 0 || age > ADDRESS_DEVICE_MS) return false;
  const expected = Buffer.from(mac(key, email, issuedAt));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}
