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
