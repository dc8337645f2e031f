import { describe, expect, it } from 'vitest';
import { appJobHandlers } from '../../src/server/app-job-handlers';
import { APP_JOBS } from '../../src/server/app-jobs';
import { loadEnv } from '../../src/server/env';
import { retrySpanMs } from '../../src/server/jobs/retry-delay';
import { DELIVERY_KINDS } from '../../src/server/services/deliveries/delivery-kinds';
import type { AppDeps } from '../../src/server/types';

// Issue 37 item 3: every email the app sends is a delivery (listed in Deliveries, retried from
// there); a job that sends mail and is not a delivery kind vanishes when its tries run out.

/** What the handler factories read when they are made: they only keep hold of the rest. */
const deps = {
  database: { db: {} },
  env: { COMPANY_NAME: 'Test Co' },
  mail: {},
  cipher: {},
} as unknown as AppDeps;

/** A job sends mail through `sendFromJob` (mail-failure.ts), or a `send` it made from it. */
const sendsMail = (run: (...args: never[]) => unknown) =>
  /\bsendFromJob\b|\bsend\(|\bmail\.send\b/.test(String(run));

/** A job sends an SMS through the install's provider (services/sms/sms-providers.ts). */
const sendsSms = (run: (...args: never[]) => unknown) => /\bsmsProvider\b/.test(String(run));

describe('delivery kinds', () => {
  const handlers = appJobHandlers(deps);

  it('lists every job kind that sends mail', () => {
    const mailing = APP_JOBS.filter((job) => sendsMail(job.run) && !sendsSms(job.run)).map((job) => job.kind);
    // The detector sees them at all (a rename of sendFromJob must not pass this test unseen).
    expect(mailing).toEqual(
      expect.arrayContaining(['submission.notify-recipient', 'identity.application-moved']),
    );
    const unlisted = mailing.filter((kind) => !(kind in DELIVERY_KINDS));
    expect(unlisted).toEqual([]);
    for (const kind of mailing) expect(DELIVERY_KINDS[kind]!.channel).toBe('email');
  });

  it('lists every job kind that sends an SMS, as an SMS delivery (decision 114)', () => {
    const texting = APP_JOBS.filter((job) => sendsSms(job.run)).map((job) => job.kind);
    expect(texting).toEqual(['applications.invitation-sms']);
    for (const kind of texting) expect(DELIVERY_KINDS[kind]?.channel).toBe('sms');
  });

  it('has a handler for every delivery kind, and words for each', () => {
    for (const [kind, delivery] of Object.entries(DELIVERY_KINDS)) {
      expect(handlers[kind], kind).toBeDefined();
      expect(delivery.what.length, kind).toBeGreaterThan(10);
    }
  });
});

describe('the default retry schedule (issue 37 item 4)', () => {
  it('keeps trying a failing delivery for at least 24 hours, at most an hour apart', () => {
    const env = loadEnv({});
    const policy = { baseMs: env.JOB_RETRY_BASE_MS, capMs: env.JOB_BACKOFF_CAP_SECONDS * 1000 };
    const hours = (ms: number) => ms / 3600_000;
    expect(hours(retrySpanMs(env.JOB_MAX_ATTEMPTS, policy, 'shortest'))).toBeGreaterThanOrEqual(24);
    // Not days on end either: the admin hears of a failure within two days.
    expect(hours(retrySpanMs(env.JOB_MAX_ATTEMPTS, policy, 'longest'))).toBeLessThan(48);
    expect(policy.capMs).toBeLessThanOrEqual(3600_000);
  });
});
