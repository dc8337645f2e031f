import type { Env } from '../../env';
import type { SmsProvider } from './sms-provider';
import { twilioSms } from './twilio-sms';

/** The install's provider, or null when none is set (invitations then go by email and QR only). */
export function smsProvider(env: Env): SmsProvider | null {
  if (env.SMS_PROVIDER === 'twilio') {
    return twilioSms({
      baseUrl: env.SMS_API_URL,
      accountSid: env.TWILIO_ACCOUNT_SID!,
      authToken: env.TWILIO_AUTH_TOKEN!,
      from: env.TWILIO_FROM,
      messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID,
      timeoutMs: env.SMS_API_TIMEOUT_MS,
    });
  }
  return null;
}

/** Whether invitations may go by SMS on this install. */
export const isSmsConfigured = (env: Env) => env.SMS_PROVIDER !== undefined;
