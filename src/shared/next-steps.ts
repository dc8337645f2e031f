/**
 * Spec §2 Success: what happens after a submission. The success page lists them, and the new
 * hire's confirmation email promises the same (issue 23, item 12), so both read them from here.
 */
export const CONFIRMATION_EMAIL_STEP = 'You will receive a confirmation email within 24 hours.';

export const NEXT_STEPS = [
  'Our HR team will review your application.',
  CONFIRMATION_EMAIL_STEP,
  'We will contact you with your next steps and start date.',
  'Please keep an eye on your email for further updates.',
] as const;

/** The steps the confirmation email repeats: all but its own promise (it is that email). */
export const EMAILED_NEXT_STEPS = NEXT_STEPS.filter((step) => step !== CONFIRMATION_EMAIL_STEP);
