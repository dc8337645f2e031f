/** The background jobs one submission enqueues (DESIGN.md §3.11). */
export const SUBMISSION_JOBS = {
  notifyRecipient: 'submission.notify-recipient',
  confirmEmployee: 'submission.confirm-employee',
  deliverRecords: 'submission.deliver-records',
  /** The medical declaration and the sensitive answers, apart from the employment record (issue 42 item 3). */
  deliverSensitiveRecords: 'submission.deliver-sensitive-records',
} as const;

/**
 * stored_files kinds: the application PDF, and the health information task PDF (whose readers are
 * limited). Every task PDF's kind is its descriptor's (PDF_TASKS).
 */
export const FILE_KINDS = {
  applicationPdf: 'application-pdf',
  medicalPdf: 'medical-declaration-pdf',
} as const;
