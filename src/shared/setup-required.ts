// The first-run setup's words (issue 39 item 1): plain constants, read by the admin pages, the
// invitation API and the console at start, without zod.
/** Until the owner completes the first-run setup: every admin page's banner, and why no invitation goes out. */
export const SETUP_REQUIRED = {
  banner:
    "The company is not set up yet: hires see the example company's name, and no invitation can be sent.",
  link: 'Set up the company',
  invitationRefused:
    'Invitations can be sent once an owner has set up the company (name, ABN, default super fund) in Settings.',
  console:
    'The company is not set up yet: an owner signs in at /admin and completes Settings before any invitation can be sent.',
} as const;

/** The example company a new install shows until its owner's setup (COMPANY_NAME's default). */
export const EXAMPLE_COMPANY = 'BuildRight Constructions Pty Ltd';

/** Said at start by an install upgraded while in use under its own COMPANY_NAME (decision 087). */
export const UPGRADED_IN_USE =
  'Settings were added in this version: the company name comes from COMPANY_NAME and invitations go on. An owner should review the ABN, address, logo and default super fund in Settings.';
