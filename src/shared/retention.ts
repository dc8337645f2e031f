/** Spec §4: a member moves Pending Download, then Data Downloaded, then Approved for Deletion. */
export const RETENTION_STATUSES = ['Pending Download', 'Data Downloaded', 'Approved for Deletion'] as const;
export type RetentionStatus = (typeof RETENTION_STATUSES)[number];

/** The data-retention page reads members a page at a time (issue 13: 50k members). */
export const RETENTION_PAGE_SIZE = 50;

/** What the list can be narrowed to: a retention status, or a failed records-system delivery. */
export const RETENTION_FILTERS = [
  'all',
  'pending-download',
  'downloaded',
  'approved',
  'delivery-failed',
] as const;
export type RetentionFilter = (typeof RETENTION_FILTERS)[number];
export const RETENTION_FILTER_LABELS: Record<RetentionFilter, string> = {
  all: 'All statuses',
  'pending-download': 'Pending Download',
  downloaded: 'Data Downloaded',
  approved: 'Approved for Deletion',
  'delivery-failed': 'Failed Deliveries',
};

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
  /** Approved although the data had not reached the records system: the officer ticked they hold it. */
  approvedWithoutDelivery: boolean;
  /** The latest submission, and its delivery to the external records system; null before any. */
  submissionId: string | null;
  recordsSystemStatus: string | null;
  recordsSystemError: string | null;
  /** The super choice is OPTION 3: payroll must ask the ATO for the stapled fund (DESIGN §3.14). */
  isStapledSuper: boolean;
  recordsSystemDeliveredAt: D | null;
}

/** Approval needs the latest submission delivered, or the officer's tick (issue 12, item 7). */
export const hasReachedRecordsSystem = (m: { recordsSystemStatus: string | null }) =>
  m.recordsSystemStatus === 'delivered';

export interface RetentionCounts {
  pendingDownload: number;
  downloaded: number;
  approvedForDeletion: number;
  /** Members whose latest submission could not be delivered to the records system. */
  failedDeliveries: number;
}

/** GET /api/admin/team-members: one page of the (searched, filtered) list, and the counters of all. */
export interface RetentionPage<D = string> {
  members: RetentionMember<D>[];
  counts: RetentionCounts;
  /** Members matching the search and filter, over every page. */
  total: number;
  page: number;
  pageSize: number;
}
