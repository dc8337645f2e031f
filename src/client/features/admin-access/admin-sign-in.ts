import { startAuthentication } from '@simplewebauthn/browser';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { ApiError, getJson, postJson } from '../../lib/api-client';
import type { AdminSession } from '../../lib/admin-session';

interface SignInAnswer {
  success: boolean;
  message: string;
}

/** The server refuses with a 401 (or 403 for a retired PIN); a 200 without success counts the same. */
function granted(answer: SignInAnswer): SignInAnswer {
  if (!answer.success) throw new ApiError(401, { success: false, message: answer.message }, '401: refused');
  return answer;
}

/**
 * One sign-in from the Admin dialog (decisions 029 and 037): with an email, the person's password
 * and authenticator or recovery code; without one, the setup access code (the PIN, which only
 * bootstraps a fresh install). Answers the session it opened, whose role says where to go.
 */
export async function signInWithCode(email: string, password: string, code: string): Promise<AdminSession> {
  if (email) granted(await postJson<SignInAnswer>('/api/admin/sign-in', { email, password, code }));
  else granted(await postJson<SignInAnswer>('/api/admin/verify-pin', { pin: code }));
  return getJson<AdminSession>('/api/admin/session');
}

/** 'Use a passkey': the browser offers the person's passkeys for this site; one tap signs in. */
export async function signInWithPasskey(): Promise<AdminSession> {
  const optionsJSON = await postJson<PublicKeyCredentialRequestOptionsJSON>(
    '/api/admin/sign-in/passkey/options',
    {},
  );
  const response = await startAuthentication({ optionsJSON });
  granted(await postJson<SignInAnswer>('/api/admin/sign-in/passkey', { response }));
  return getJson<AdminSession>('/api/admin/session');
}
