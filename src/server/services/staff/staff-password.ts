import { hash, verify } from '@node-rs/argon2';
import { badRequest } from '../../http-errors';
import { BREACHED_PASSWORD } from '../../../shared/staff-password';

let common: Promise<ReadonlySet<string>> | null = null;

/**
 * The 49,000 passwords most often found in breaches and guessing lists, from
 * @zxcvbn-ts/language-common (maintained, offline: no password leaves the server), lower-cased.
 * Loaded at the first password set, not at start-up: decompressing it takes about 0.2 s.
 */
function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => String(p).toLowerCase())),
  );
  return common;
}

/**
 * Whether `password` is a common or breached one: itself, or with its case, spaces or a trailing
 * run of digits and symbols changed ('Password1234!' is 'password1234' to a guessing list).
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const list = await commonPasswords();
  const lower = password.toLowerCase();
  const forms = [lower, lower.replace(/\s+/g, ''), lower.replace(/[^a-z]+$/, '')];
  return forms.some((form) => form.length > 0 && list.has(form));
}

/** The argon2id hash of a new password (at least 12 characters: the schema), refusing a common one. */
export async function hashNewPassword(password: string): Promise<string> {
  if (await isCommonPassword(password)) throw badRequest(BREACHED_PASSWORD, { password: BREACHED_PASSWORD });
  return hash(password);
}

/** Whether `password` is the one `passwordHash` was made from; false for no password. */
export const passwordMatches = (passwordHash: string | null, password: string): Promise<boolean> =>
  passwordHash ? verify(passwordHash, password).catch(() => false) : Promise.resolve(false);
