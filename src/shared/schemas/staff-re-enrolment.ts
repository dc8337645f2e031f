import { z } from 'zod';
import { RE_ENROL_ALL_CONFIRMATION } from '../re-enrol-all';

/** POST /api/admin/staff/re-enrol-all. */
export const reEnrolAllSchema = z.object({
  confirm: z.literal(RE_ENROL_ALL_CONFIRMATION, `Type ${RE_ENROL_ALL_CONFIRMATION} to confirm`),
});

/** Every staff session ended, every factor cleared, and a new set-up link emailed to `people` people. */
export const reEnrolAllAnswerSchema = z.object({
  success: z.literal(true),
  people: z.number().int(),
  expiresAt: z.string(),
});
export type ReEnrolAllAnswer = z.output<typeof reEnrolAllAnswerSchema>;
