import crypto from 'node:crypto';

/**
 * An invitation link's token: 256 random bits (node:crypto), base64url. Only its SHA-256 is
 * stored: a copy of the database opens nobody's application. 256 random bits leave nothing to
 * guess offline, so a plain hash (not a slow one) is enough and lets the token be found by index.
 */
export function newInvitationToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashInvitationToken(token) };
}

export const hashInvitationToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The stored hash against the presented token's, in constant time (after the index lookup). */
export function tokenMatches(storedHash: string | null, token: string): boolean {
  if (!storedHash) return false;
  const a = Buffer.from(storedHash, 'hex');
  const b = Buffer.from(hashInvitationToken(token), 'hex');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
