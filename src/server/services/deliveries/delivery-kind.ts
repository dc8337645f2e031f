import type { DeliveryChannel } from '../../../shared/deliveries';
import type { Db } from '../../db/client';

/**
 * How a job that delivers something to someone outside the app (an email, the records system)
 * shows in Deliveries. Each job module defines its kinds' wording beside the kind names, and
 * `delivery-kinds.ts` gathers them: a job that sends mail without one would fail unseen
 * (tests/unit/delivery-kinds.test.ts fails for it).
 */
export interface DeliveryKind {
  channel: DeliveryChannel;
  /** What the admin reads in the Deliveries list. */
  what: string;
  /** The payload field holding the recipient's address: `to` unless said otherwise. */
  recipientField?: 'to' | 'email';
  /** In the transaction that puts a failed job back in the queue: what else shows its state. */
  onRequeue?(tx: Db, payload: Record<string, unknown>): Promise<void>;
}

/** An email delivery's wording. */
export const emailDelivery = (what: string, extra: Partial<DeliveryKind> = {}): DeliveryKind => ({
  channel: 'email',
  what,
  ...extra,
});
