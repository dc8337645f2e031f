import crypto from 'node:crypto';

/** `sha256={hex HMAC-SHA256 of timestamp + '.' + body}`: the receiver recomputes it to trust the body. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
