export interface RetryPolicy {
  /** The first retry waits about this long; each later one twice the one before. */
  baseMs: number;
  capMs: number;
}

/**
 * Exponential backoff with jitter: about base * 2^(attempt-1), capped, then spread by ±25% so
 * jobs that failed together (a receiver that was down) do not all come back in the same second.
 */
export function retryDelayMs(attempt: number, policy: RetryPolicy, random = Math.random): number {
  const exponential = policy.baseMs * 2 ** Math.max(0, attempt - 1);
  const capped = Math.min(policy.capMs, exponential);
  return Math.round(capped * (0.75 + 0.5 * random()));
}

/**
 * How long after its first try a job that fails every time is marked failed: the sum of the
 * waits between its `maxAttempts` tries, at the jitter's low end (`'shortest'`) or high end.
 */
export function retrySpanMs(
  maxAttempts: number,
  policy: RetryPolicy,
  end: 'shortest' | 'longest' = 'shortest',
): number {
  let total = 0;
  for (let attempt = 1; attempt < maxAttempts; attempt++) {
    total += retryDelayMs(attempt, policy, () => (end === 'shortest' ? 0 : 1));
  }
  return total;
}
