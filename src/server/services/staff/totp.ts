import { Secret, TOTP } from 'otpauth';

/** RFC 6238 defaults that every authenticator app reads: SHA-1, 6 digits, 30 seconds. */
const PERIOD = 30;

const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** A new 160-bit secret (RFC 4226's recommended size), its otpauth:// URI (the QR code) and its text. */
export function newTotpOffer(issuer: string, email: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(secret, email, issuer).toString() };
}

/**
 * The time step `code` is valid for: the current one, or the one before it for a code typed as
 * it turned over (decision 037), never one ahead; else null. A code therefore lives 30 to 60 s,
 * not the 90 s a window of one either side gave. The caller refuses a step it has already
 * accepted: a code works once.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null || delta > 0) return null;
  return Math.floor(now / 1000 / PERIOD) + delta;
}
