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

/** Approval needs the latest submission delivered, or the officer's tick (issue 12, item 7). */
export const hasReachedRecordsSystem = (m: { recordsSystemStatus: string | null }) =>
  m.recordsSystemStatus === 'delivered';
