import { z } from 'zod/mini';
import { pngDataUrl } from './fields';

/** PUT /api/me/signature: the signature and the initials the hire adopts (issue 43 item 4). */
export const adoptSignatureSchema = z.object({
  signature: pngDataUrl('Signature Required'),
  initials: pngDataUrl('Initial Required'),
});
export type AdoptSignatureInput = z.output<typeof adoptSignatureSchema>;

/** GET /api/me/signature: the adopted marks as PNG data URLs, and when; null before adoption. */
export const adoptedSignatureAnswerSchema = z.object({
  adopted: z.nullable(
    z.object({
      signature: z.string(),
      initials: z.string(),
      adoptedAt: z.string(),
    }),
  ),
});
export type AdoptedSignatureAnswer = z.output<typeof adoptedSignatureAnswerSchema>;
