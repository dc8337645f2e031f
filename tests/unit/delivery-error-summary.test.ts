import { describe, expect, it } from 'vitest';
import { deliveryErrorSummary } from '../../src/server/services/deliveries/delivery-error-summary';

describe('what an admin reads of a failed delivery', () => {
  it.each([
    [
      "Can't send mail - all recipients were rejected: 550 5.1.1 <jo.citizen@example.com>: Recipient address rejected",
      'SMTP 550',
    ],
    ['Message failed: 451 4.3.2 Jo Citizen, try later', 'SMTP 451'],
    ['connect ECONNREFUSED 127.0.0.1:2525', 'ECONNREFUSED'],
    ['Connection closed unexpectedly', 'connection closed'],
    ['Greeting never received', 'Delivery failed'],
  ])('email: %s → %s', (error, shown) => {
    expect(deliveryErrorSummary('email', error)).toBe(shown);
  });

  it.each([
    ['HTTP 400: {"error":"duplicate","fullName":"Jo Citizen","tfn":"123456782"}', 'HTTP 400'],
    ['HTTP 503: sha256:0123456789abcdef', 'HTTP 503 · sha256:0123456789abcdef'],
    ['Records system unreachable: timed out after 10000 ms', 'timed out'],
    ['Records system unreachable: ECONNRESET', 'ECONNRESET'],
    ['502 sha256:fedcba9876543210', 'HTTP 502 · sha256:fedcba9876543210'],
  ])('records system: %s → %s', (error, shown) => {
    expect(deliveryErrorSummary('records-system', error)).toBe(shown);
  });

  it('shows nothing for a delivery that never failed', () => {
    expect(deliveryErrorSummary('email', null)).toBeNull();
  });
});
