/** The background jobs one submission enqueues (DESIGN.md §3.11). */
export const SUBMISSION_JOBS = {
  notifyRecipient: 'submission.notify-recipient',
  confirmEmployee: 'submission.confirm-employee',
  deliverRecords: 'submission.deliver-records',
} as const;

/** stored_files kinds. The task PDFs are written by the medical and confidentiality screens. */
export const FILE_KINDS = {
  applicationPdf: 'application-pdf',
  medicalPdf: 'medical-declaration-pdf',
  confidentialityPdf: 'confidentiality-agreement-pdf',
} as const;
