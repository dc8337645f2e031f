import { z } from 'zod/mini';

/** POST /api/submit-application/{email}: stored (or already, when nothing changed since). */
export const submitApplicationAnswerSchema = z.object({
  submissionId: z.string(),
  isResubmission: z.boolean(),
  /** True when nothing changed since the last submission (a double click, a second tab). */
  alreadySubmitted: z.boolean(),
});
export type SubmitApplicationAnswer = z.output<typeof submitApplicationAnswerSchema>;

/** POST /api/admin/submissions/{id}/retry-delivery: back in the records-system queue. */
export const retryDeliveryAnswerSchema = z.object({
  submissionId: z.string(),
  recordsSystemStatus: z.literal('pending'),
});
export type RetryDeliveryAnswer = z.output<typeof retryDeliveryAnswerSchema>;
