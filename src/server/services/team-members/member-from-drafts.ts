import { and, eq, isNull } from 'drizzle-orm';
import { WIZARD_STEP_SCHEMAS } from '../../../shared/schemas/team-member';
import { parseTag, tagToWire } from '../../../shared/tags';
import { WIZARD_STEPS } from '../../../shared/tasks';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema/stored-files';
import { teamMembers } from '../../db/schema/team-members';
import type { Cipher } from '../crypto/cipher';
import { getDrafts, type DraftData } from '../drafts/drafts';
import { stepIncomplete } from './step-incomplete';
import { memberView, type MemberRow } from './member-view';
import type { MemberPhoto } from './save-team-member';

const MEMBER_STEPS = WIZARD_STEPS.filter((step) => step.id !== 'confirmation');

/** A field as the multipart form of POST/PUT /api/team-members carries it: tags as '1'/'0'. */
function wireValue(field: string, raw: unknown): string {
  if (field.startsWith('tag')) return tagToWire(parseTag(raw));
  return raw === undefined || raw === null ? '' : String(raw);
}

export interface MemberDrafts {
  /** Every step's fields as the spec's routes take them, before the whole member's schema. */
  fields: Record<string, string>;
  photo: MemberPhoto;
  /** The member being changed (the review loop, an edit), or null for a first submission. */
  existing: MemberRow | null;
}

/**
 * The member this email's own step drafts make (decision 053): each step is its draft, over the
 * stored member where there is one (a step not changed since, or a number the form only held
 * masked); a step neither holds, or one that fails its schema, is refused by name. The photo is
 * the basic-info step's draft photo, else the member's own.
 */
export async function memberFromDrafts(db: Db, cipher: Cipher, email: string): Promise<MemberDrafts> {
  const drafts = await getDrafts(db, cipher, { email });
  const [existing] = await db.select().from(teamMembers).where(eq(teamMembers.email, email));
  const stored: DraftData | null = existing ? memberView(existing, cipher) : null;
  const fields: Record<string, string> = {};
  for (const step of MEMBER_STEPS) {
    const draft = drafts[step.id];
    const values = draft ? { ...stored, ...draft } : stored;
    if (!values) throw stepIncomplete(step);
    const schema = WIZARD_STEP_SCHEMAS[step.id]();
    const parsed = schema.safeParse(values);
    if (!parsed.success) throw stepIncomplete(step, parsed.error);
    for (const field of Object.keys(schema.shape)) fields[field] = wireValue(field, values[field]);
  }
  const [draftPhoto] = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.email, email),
        isNull(storedFiles.memberId),
        eq(storedFiles.kind, 'profile-photo-draft'),
      ),
    );
  return { fields, photo: draftPhoto ? { fileId: draftPhoto.id } : {}, existing: existing ?? null };
}
