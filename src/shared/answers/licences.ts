import { z } from 'zod/mini';

/** A licence as the hire, HR and the records system read it (decision 094). */
export const licenceAnswerSchema = z.object({
  id: z.string(),
  /** The kind's code (shared/licence-kinds.ts): 'WHITE_CARD', 'LF', ... */
  kind: z.string(),
  /** The kind's wording when it was read. */
  label: z.string(),
  number: z.string(),
  licenceClass: z.string(),
  issuer: z.string(),
  issueDate: z.string(),
  expiryDate: z.string(),
  frontFileId: z.nullable(z.string()),
  backFileId: z.nullable(z.string()),
});
export type LicenceAnswer = z.output<typeof licenceAnswerSchema>;

/** GET and PUT /api/me/licences. */
export const licenceListAnswerSchema = z.object({ licences: z.array(licenceAnswerSchema) });
export type LicenceListAnswer = z.output<typeof licenceListAnswerSchema>;

/** POST /api/me/licence-photos: the re-encoded photo as a stored file. */
export const licencePhotoAnswerSchema = z.object({ fileId: z.string(), url: z.string() });
export type LicencePhotoAnswer = z.output<typeof licencePhotoAnswerSchema>;
