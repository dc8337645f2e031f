import type { DeliveryChannel } from '../../../shared/deliveries';

const ERROR_CODE = /\bE[A-Z]{4,}\b/;
// 'HTTP 400: body', or a bare status first ('503 sha256:…', as a stored error may come to read).
const HTTP_STATUS = /(?:\bHTTP |^)([1-5]\d{2})\b/;
// nodemailer puts the server's reply after the command that failed: '... rejected: 550 5.1.1 <a@b>'.
const SMTP_REPLY = /(?:^|[:\s])([45]\d{2})(?=[\s-]|$)/;
const DIGEST = /\bsha256:[0-9a-f]{8,64}\b/;

/**
 * What an admin may read of a job's last error: status or error codes and a digest, never the
 * text around them. A receiver's reply or body can echo an address, a name or the message itself.
 */
export function deliveryErrorSummary(channel: DeliveryChannel, error: string | null): string | null {
  if (!error) return null;
  const parts: string[] = [];
  const http = channel !== 'email' ? HTTP_STATUS.exec(error)?.[1] : undefined;
  const smtp = channel === 'email' ? SMTP_REPLY.exec(error)?.[1] : undefined;
  if (http) parts.push(`HTTP ${http}`);
  else if (smtp) parts.push(`SMTP ${smtp}`);
  // An SMS provider's own code names the fault (Twilio 21211: not a valid number), never the person.
  const provider = channel === 'sms' ? /\bTwilio (\d{5})\b/.exec(error)?.[0] : undefined;
  if (provider) parts.push(provider);
  const code = ERROR_CODE.exec(error)?.[0];
  if (code) parts.push(code);
  if (/timed? ?out/i.test(error)) parts.push('timed out');
  if (/connection closed|socket close|closed unexpectedly/i.test(error)) parts.push('connection closed');
  const digest = DIGEST.exec(error)?.[0];
  if (digest) parts.push(digest);
  return parts.length > 0 ? parts.join(' · ') : 'Delivery failed';
}
