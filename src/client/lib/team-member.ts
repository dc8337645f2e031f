import type { TeamMemberResponse } from '../../shared/schemas/team-member';
import { ApiError, getJson } from './api-client';

/** GET /api/team-members/by-email/{email}: the stored member as its owner sees it. */
export type TeamMemberJson = TeamMemberResponse;

export const MEMBER_KEY_ROOT = '/api/team-members/by-email';

export const memberQueryKey = (email: string | null | undefined) => [MEMBER_KEY_ROOT, email ?? ''] as const;

/** The member, or null when this email has none yet (404). */
export async function fetchMember(email: string): Promise<TeamMemberJson | null> {
  try {
    return await getJson<TeamMemberJson>(`${MEMBER_KEY_ROOT}/${encodeURIComponent(email)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
