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
