/**
 * Whether PostgreSQL answers at all (issue 37 item 9). A partitioned network gives no error: a
 * query just waits for its timeout, and so does every request behind it. A query slower than
 * `stallMs`, or any connection failure, starts a probe (a fresh connection and `select 1`, with
 * `probeMs` to answer). A probe that fails marks the database unreachable: the queries still
 * waiting are cut (their connections destroyed, so they fail as a lost connection: a 503), new
 * ones fail at once, and the probe runs again every `retryMs` until it succeeds. A slow query on a
 * database that answers the probe is left to its own timeout.
 */
export class DatabaseUnreachableError extends Error {
  constructor(cause?: unknown) {
    super(
      `Database unreachable: ${cause instanceof Error ? cause.message : 'a fresh connection got no answer'}`,
      {
        cause,
      },
    );
  }
}

export interface ReachabilityOptions {
  /** Opens a connection, asks `select 1` and closes it; rejects when that fails or times out. */
  probe: () => Promise<void>;
  stallMs: number;
  retryMs: number;
  onChange?: (isReachable: boolean, err?: unknown) => void;
}

export function watchReachability(o: ReachabilityOptions) {
  /** The queries waiting for an answer: when each began, and how to cut it. */
  const waiting = new Map<object, { at: number; cut: () => void }>();
  let down: DatabaseUnreachableError | null = null;
  let probing: Promise<void> | null = null;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const probe = (): Promise<void> => {
    probing ??= o
      .probe()
      .then(
        () => {
          clearTimeout(retry);
          if (down) {
            down = null;
            o.onChange?.(true);
          }
        },
        (err: unknown) => {
          if (!down) {
            down = new DatabaseUnreachableError(err);
            o.onChange?.(false, err);
          }
          for (const [token, query] of waiting) {
            waiting.delete(token);
            query.cut();
          }
          clearTimeout(retry);
          if (!closed) {
            retry = setTimeout(() => void probe(), o.retryMs);
            retry.unref();
          }
        },
      )
      .finally(() => {
        probing = null;
      });
    return probing;
  };

  // A query outstanding longer than `stallMs` asks whether the database is still there.
  const watchdog = setInterval(
    () => {
      if (probing || down) return;
      const now = performance.now();
      for (const { at } of waiting.values()) {
        if (now - at > o.stallMs) {
          void probe();
          return;
        }
      }
    },
    Math.max(50, Math.floor(o.stallMs / 4)),
  );
  watchdog.unref();

  return {
    /** The error to fail with at once while the database is known to be unreachable. */
    downError: (): Error | null => down,
    /**
     * A query began; `cut` ends it (destroys its connection) should the database prove
     * unreachable. Call the returned function when the query settles.
     */
    started(cut: () => void): () => void {
      const token = {};
      waiting.set(token, { at: performance.now(), cut });
      return () => waiting.delete(token);
    },
    /** A connection failed or a query timed out: ask now rather than at the next stall. */
    suspect(): void {
      if (!probing && !down) void probe();
    },
    close(): void {
      closed = true;
      clearInterval(watchdog);
      clearTimeout(retry);
    },
  };
}
