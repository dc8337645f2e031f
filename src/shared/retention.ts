/** Spec §4: a member moves Pending Download, then Data Downloaded, then Approved for Deletion. */
export const RETENTION_STATUSES = ['Pending Download', 'Data Downloaded', 'Approved for Deletion'] as const;
export type RetentionStatus = (typeof RETENTION_STATUSES)[number];

/**
 * A team member as the data-retention page lists it. `D` is the date type: `Date` on the
 * server, the ISO string it becomes in GET /api/admin/team-members.
 */
export interface RetentionMember<D = string> {
  id: string;
  fullName: string;
  email: string;
  /** The onboarding date. */
  createdAt: D;
  status: RetentionStatus;
  dataDownloadedBy: string | null;
  dataDownloadedAt: D | null;
  approvedForDeletion: boolean;
  approvedBy: string | null;
  approvedAt: D | null;
  approvalNotes: string | null;
  /** The latest submission, and its delivery to the external records system; null before any. */
  submissionId: string | null;
  recordsSystemStatus: string | null;
  recordsSystemError: string | null;
  /** The super choice is OPTION 3: payroll must ask the ATO for the stapled fund (DESIGN §3.14). */
  isStapledSuper: boolean;
  recordsSystemDeliveredAt: D | null;
}

export interface RetentionCounts {
  pendingDownload: number;
  downloaded: number;
  approvedForDeletion: number;
  /** Members whose latest submission could not be delivered to the records system. */
  failedDeliveries: number;
}
