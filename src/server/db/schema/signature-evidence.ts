import { text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

/**
 * What every signature keeps beside its image (DESIGN.md §3.15): when, from which address and
 * browser it was made. Policy-type records also keep the SHA-256 of the exact text signed.
 */
export const signatureEvidence = () => ({
  signedAt: tstz('signed_at'),
  signedIp: text('signed_ip'),
  signedUserAgent: text('signed_user_agent'),
});

/** The SHA-256 (hex) of the exact document text and version that was signed. */
export const documentSha256 = () => text('document_sha256');

/**
 * The SHA-256 (hex) of the signing browser's device cookie (auth/device-cookie.ts): a later read
 * from the same browser says 'on this phone' (issue 23 item 8). A user agent cannot tell two
 * phones of one model apart; the cookie's token never leaves that browser and is not stored.
 */
export const signedDevice = () => text('signed_device');
