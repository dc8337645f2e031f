/**
 * Staff passwords (decision 037): long rather than complex (NIST SP 800-63B), never a common or
 * breached one (the server checks its list). No zod here: the browser's forms (zod/mini) and the
 * server's schemas share these words.
 */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 256;
export const PASSWORD_TOO_SHORT = `Please choose a password of at least ${PASSWORD_MIN} characters`;
export const PASSWORD_TOO_LONG = `Please choose a password of at most ${PASSWORD_MAX} characters`;
export const PASSWORDS_DIFFER = 'The two passwords are not the same';
export const BREACHED_PASSWORD =
  'That password is on a list of common or breached passwords. Please choose another.';
