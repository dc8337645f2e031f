/** Spec §4: a member moves Pending Download, then Data Downloaded, then Approved for Deletion. */
export type RetentionStatus = 'Pending Download' | 'Data Downloaded' | 'Approved for Deletion';

/** A team member as GET /api/admin/team-members lists it (dates as ISO strings). */
export interface RetentionMember {
  id: string;
  fullName: string;
  email: string;
  createdAt: string;
  status: RetentionStatus;
  dataDownloadedBy: string | null;
  dataDownloadedAt: string | null;
  approvedBy: string | null;
  approvedAt: string | null;
  approvalNotes: string | null;
  /** Delivery of the latest submission to the external records system; null before any. */
  recordsSystemStatus: string | null;
  recordsSystemError: string | null;
}

export interface RetentionCounts {
  pendingDownload: number;
  downloaded: number;
  approvedForDeletion: number;
}

export interface RetentionList {
  members: RetentionMember[];
  counts: RetentionCounts;
}

export const RETENTION_KEY = ['/api/admin/team-members'] as const;
