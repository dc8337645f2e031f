import { z } from 'zod/mini';
import { type Catalogue, catalogueKeys, entryOf } from '../catalogue/define-catalogue';
import { PERSONAL_INFORMATION, type PersonalInformationKey } from '../catalogue/personal-information';
import { timestamp } from '../schemas/answers';

type Answers = typeof PERSONAL_INFORMATION;
type AnswerShape = {
  [K in Exclude<PersonalInformationKey, 'profilePhotoFileId'>]: Answers[K] extends { format: 'flag' }
    ? z.ZodMiniBoolean<boolean>
    : z.ZodMiniString<string>;
} & { profilePhotoPath: z.ZodMiniNullable<z.ZodMiniString<string>> };

/**
 * Each answer of the catalogue, the email first then in the catalogue's order: a yes/no tag a
 * boolean, the photo as its URL, the rest text.
 */
export function answerShape(catalogue: Catalogue = PERSONAL_INFORMATION): AnswerShape {
  const keys = catalogueKeys(catalogue).filter((key) => key !== 'email');
  return Object.fromEntries(
    ['email' as const, ...keys].map((key) =>
      key === 'profilePhotoFileId'
        ? ['profilePhotoPath', z.nullable(z.string())]
        : [key, entryOf(catalogue, key).format === 'flag' ? z.boolean() : z.string()],
    ),
  ) as AnswerShape;
}

/**
 * GET /api/team-members/by-email/{email}, POST's 201 and PUT: the stored member as its owner sees
 * it. The bank, account and visa numbers come masked once the application is submitted and no
 * fresh code was entered (`masked`, DESIGN.md §3.2); the photo as its URL.
 */
export const teamMemberResponseSchema = z.object({
  id: z.string(),
  masked: z.boolean(),
  ...answerShape(),
  signedAt: z.nullable(timestamp),
  signedIp: z.nullable(z.string()),
  signedUserAgent: z.nullable(z.string()),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type TeamMemberResponse = z.output<typeof teamMemberResponseSchema>;

/** GET /api/team-members/by-email/{email}: the member, or null while this email has none (not an error). */
export const teamMemberOrNoneSchema = z.nullable(teamMemberResponseSchema);
