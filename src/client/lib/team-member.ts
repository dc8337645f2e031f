import type { TeamMemberResponse } from '../../shared/schemas/team-member';
import { getJson } from './api-client';

/** GET /api/team-members/by-email/{email}: the stored member as its owner sees it. */
export type TeamMemberJson = TeamMemberResponse;

export const MEMBER_KEY_ROOT = '/api/team-members/by-email';

export const memberQueryKey = (email: string | null | undefined) => [MEMBER_KEY_ROOT, email ?? ''] as const;

/** The member, or null when this email has none yet (the server answers null, not 404). */
export function fetchMember(email: string): Promise<TeamMemberJson | null> {
  return getJson<TeamMemberJson | null>(`${MEMBER_KEY_ROOT}/${encodeURIComponent(email)}`);
}
