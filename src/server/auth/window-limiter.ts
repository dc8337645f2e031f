/**
 * Counts events per key in fixed windows, in this process's memory: enough to stop one client
 * from flooding an instance (each instance counts its own). Keys expire with their window.
 */
export function createWindowLimiter(opts: { max: number; windowMs: number }) {
  const counts = new Map<string, { n: number; resetAt: number }>();
  let nextSweep = 0;
  return {
    /**
     * Records one event, or `weight` units of one (bytes, say); false when the key is over its
     * limit for this window.
     */
    hit(key: string, weight = 1, now = Date.now()): boolean {
      if (now >= nextSweep) {
        for (const [k, v] of counts) if (v.resetAt <= now) counts.delete(k);
        nextSweep = now + opts.windowMs;
      }
      const entry = counts.get(key);
      if (!entry || entry.resetAt <= now) {
        counts.set(key, { n: weight, resetAt: now + opts.windowMs });
        return weight <= opts.max;
      }
      entry.n += weight;
      return entry.n <= opts.max;
    },
  };
}
