import type { Database } from './client';
import { isDatabaseUnavailable } from './is-database-unavailable';

/** Why a connection failed, in a few words: the socket's errno, else the driver's message. */
export function unreachableReason(err: unknown): string {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, cause } = e as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^E[A-Z_]+$/.test(code)) return code;
    if (!cause) break;
    e = cause;
  }
  const inner = (err as { cause?: unknown })?.cause;
  const message = inner instanceof Error ? inner.message : err instanceof Error ? err.message : String(err);
  return message.replace(/^Database unreachable: /, '');
}

export class DatabaseNotReachedError extends Error {}

/**
 * Start-up on PostgreSQL (issue 37 item 11): a database that cannot be reached yet (it starts
 * beside us, a failover) is waited for, with backoff (1 s doubling to 10 s), one line a wait,
 * for `waitSeconds` at most; then one sentence. An error that is not about reaching the database
 * (a wrong password, a missing database) is thrown at once.
 */
export async function waitForDatabase(
  database: Pick<Database, 'ping'>,
  opts: {
    waitSeconds: number;
    where: string;
    say?: (line: string) => void;
    sleep?: (ms: number) => Promise<void>;
  },
): Promise<void> {
  const say = opts.say ?? ((line: string) => console.warn(line));
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const deadline = performance.now() + opts.waitSeconds * 1000;
  for (let wait = 1000; ; wait = Math.min(wait * 2, 10_000)) {
    try {
      await database.ping();
      return;
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      const left = deadline - performance.now();
      if (left <= 0)
        throw new DatabaseNotReachedError(
          `PostgreSQL at ${opts.where} could not be reached within ${opts.waitSeconds} s (${unreachableReason(err)}); ` +
            'check DATABASE_URL and that the database is up, or raise DB_START_WAIT_SECONDS.',
        );
      const ms = Math.min(wait, left);
      say(
        `PostgreSQL at ${opts.where} is not reachable yet (${unreachableReason(err)}); ` +
          `trying again in ${Math.ceil(ms / 1000)} s (giving up ${Math.ceil(left / 1000)} s from now).`,
      );
      await sleep(ms);
    }
  }
}

/** host:port of a PostgreSQL URL, without its user or password. */
export function databaseWhere(url: string): string {
  const u = new URL(url);
  return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
}
