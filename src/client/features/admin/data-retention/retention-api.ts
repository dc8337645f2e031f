import type { RetentionCounts, RetentionMember } from '../../../../shared/retention';

export interface RetentionList {
  members: RetentionMember[];
  counts: RetentionCounts;
}

export const RETENTION_KEY = ['/api/admin/team-members'] as const;
