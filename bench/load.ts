// Loopback HTTP load for the status benches: a closed loop of keep-alive requests (throughput),
// and N open home screens polling once a second (the home screen's poll), with the server's and
// PostgreSQL's CPU read from /proc.
import fs from 'node:fs';
import http from 'node:http';

export interface Target {
  url: string;
  /** Headers for the i-th request (a session's cookie and its last ETag). */
  headers: (i: number) => http.OutgoingHttpHeaders;
}

function get(
  agent: http.Agent,
  url: URL,
  headers: http.OutgoingHttpHeaders,
): Promise<{ status: number; etag?: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, etag: res.headers.etag }));
    });
    req.on('error', reject);
  });
}

/** Completed requests per second over `ms`, `concurrency` keep-alive connections each in a loop. */
export async function throughput(
  target: Target,
  ms: number,
  concurrency = 16,
): Promise<{ perSecond: number; statuses: Record<number, number> }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const url = new URL(target.url);
  const statuses: Record<number, number> = {};
  let n = 0;
  const end = performance.now() + ms;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const { status } = await get(agent, url, target.headers(n++));
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  const perSecond =
    Object.values(statuses).reduce((a, b) => a + b, 0) / ((performance.now() - started) / 1000);
  agent.destroy();
  return { perSecond, statuses };
}

/** CPU seconds (user + system) of a process so far, from /proc/<pid>/stat; 0 when it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 (1-based) of stat; 12 and 13 after the command name.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

export interface PollResult {
  served: number;
  perSecond: number;
  missed: number;
  p50: number;
  p99: number;
  statuses: Record<number, number>;
}

/**
 * `screens` home screens, each with its own keep-alive connection, each asking once a second
 * (spread evenly over the second) for `seconds`. A poll still waiting when its next second comes
 * counts as missed, as the browser would not send another.
 */
export async function pollScreens(
  url: string,
  cookies: string[],
  screens: number,
  seconds: number,
  /** Each screen's last ETag: screens already open (the steady state), not each one's first load. */
  initialEtags: string[] = [],
): Promise<PollResult> {
  const target = new URL(url);
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let missed = 0;
  const agents = Array.from({ length: screens }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const etags: (string | undefined)[] = Array.from(
    { length: screens },
    (_, i) => initialEtags[i % (initialEtags.length || 1)],
  );
  const inFlight = new Array<boolean>(screens).fill(false);
  const started = performance.now();
  const timers: NodeJS.Timeout[] = [];
  const poll = (i: number) => {
    if (inFlight[i]) {
      missed++;
      return;
    }
    inFlight[i] = true;
    const s = performance.now();
    const headers: http.OutgoingHttpHeaders = { cookie: cookies[i % cookies.length] };
    if (etags[i]) headers['if-none-match'] = etags[i];
    get(agents[i]!, target, headers)
      .then(({ status, etag }) => {
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (etag) etags[i] = etag;
        latencies.push(performance.now() - s);
      })
      .catch(() => {
        statuses[0] = (statuses[0] ?? 0) + 1;
      })
      .finally(() => {
        inFlight[i] = false;
      });
  };
  await new Promise<void>((resolve) => {
    for (let i = 0; i < screens; i++) {
      timers.push(
        setTimeout(
          () => {
            poll(i);
            timers.push(setInterval(() => poll(i), 1000));
          },
          (i * 1000) / screens,
        ),
      );
    }
    setTimeout(resolve, seconds * 1000);
  });
  for (const t of timers) clearTimeout(t);
  // Let the last polls finish.
  for (let i = 0; i < 100 && inFlight.some(Boolean); i++) await new Promise((r) => setTimeout(r, 20));
  for (const a of agents) a.destroy();
  const sorted = [...latencies].sort((a, b) => a - b);
  const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
  const elapsed = (performance.now() - started) / 1000;
  return {
    served: latencies.length,
    perSecond: latencies.length / elapsed,
    missed,
    p50: q(0.5),
    p99: q(0.99),
    statuses,
  };
}
