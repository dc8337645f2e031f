import { normalizeAuMobile } from '../../../shared/validators/mobile';

/**
 * One text message: to a number in E.164 ('+61412345678'), plain text. The provider's own id of
 * the message is answered.
 */
export interface SmsMessage {
  to: string;
  body: string;
}

/**
 * An SMS provider (issue 43 item 6, decision 114): one at a time, chosen by the operator
 * (SMS_PROVIDER), its credentials from the environment. `send` resolves once the provider has
 * accepted the message; it throws `PermanentJobError` for a refusal no retry can change (a bad
 * number, wrong credentials) and any other error for a retry.
 */
export interface SmsProvider {
  /** For Deliveries and logs: 'Twilio'. */
  readonly name: string;
  send(message: SmsMessage): Promise<{ id: string }>;
}

/** An Australian mobile ('0412 345 678', '+61 412…') in E.164 ('+61412345678'); null for anything else. */
export function auMobileE164(mobile: string): string | null {
  const local = normalizeAuMobile(mobile);
  return local ? `+61${local.slice(1)}` : null;
}
