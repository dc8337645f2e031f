/**
 * Counts events per key in fixed windows, in this process's memory: enough to stop one client
 * from flooding an instance (each instance counts its own). Keys expire with their window.
 */
export function createWindowLimiter(opts: { max: number; windowMs: number }) {
  const counts = new Map<string, { n: number; resetAt: number }>();
  let nextSweep = 0;
  return {
    /** Records one event; false when the key is over its limit for this window. */
    hit(key: string, now = Date.now()): boolean {
      if (now >= nextSweep) {
        for (const [k, v] of counts) if (v.resetAt <= now) counts.delete(k);
        nextSweep = now + opts.windowMs;
      }
      const entry = counts.get(key);
      if (!entry || entry.resetAt <= now) {
        counts.set(key, { n: 1, resetAt: now + opts.windowMs });
        return true;
      }
      entry.n += 1;
      return entry.n <= opts.max;
    },
  };
}
