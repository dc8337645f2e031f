import { startRegistration } from '@simplewebauthn/browser';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { postJson } from '../../../lib/api-client';
import type { StaffRole } from '../../../../shared/staff-roles';

export interface Enrolment {
  name: string;
  email: string;
  role: StaffRole;
  expiresAt: string;
}

export interface TotpOffer {
  /** otpauth:// URI, shown as a QR code. */
  uri: string;
  /** The key as text (base32), for phones that cannot scan. */
  secret: string;
}

interface RecoveryCodes {
  success: true;
  recoveryCodes: string[];
}

/** The one-time link's token travels in the body (decision 029): never in a URL a log would keep. */
export const openEnrolment = (token: string) => postJson<Enrolment>('/api/staff/enrolment', { token });

export const offerTotp = (token: string) => postJson<TotpOffer>('/api/staff/enrolment/totp', { token });

export async function confirmTotp(token: string, password: string, code: string): Promise<string[]> {
  const answer = await postJson<RecoveryCodes>('/api/staff/enrolment/totp/confirm', {
    token,
    password,
    code,
  });
  return answer.recoveryCodes;
}

/** Creates a passkey for this site on the person's device, and registers it. */
export async function enrolPasskey(token: string): Promise<string[]> {
  const optionsJSON = await postJson<PublicKeyCredentialCreationOptionsJSON>(
    '/api/staff/enrolment/passkey/options',
    { token },
  );
  const response = await startRegistration({ optionsJSON });
  const answer = await postJson<RecoveryCodes>('/api/staff/enrolment/passkey', { token, response });
  return answer.recoveryCodes;
}
