import { describe, expect, it } from 'vitest';
import { DatabaseNotReachedError, waitForDatabase } from '../../src/server/db/wait-for-database';

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('waiting for PostgreSQL at start (issue 37 item 11)', () => {
  it('says one line a try, backing off, and goes on once the database answers', async () => {
    const lines: string[] = [];
    const slept: number[] = [];
    let tries = 0;
    await waitForDatabase(
      {
        ping: async () => {
          if (++tries < 4) throw refused();
        },
      },
      {
        waitSeconds: 60,
        where: 'db:5432/app',
        say: (l) => lines.push(l),
        sleep: async (ms) => void slept.push(ms),
      },
    );
    expect(slept).toEqual([1000, 2000, 4000]);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /^PostgreSQL at db:5432\/app is not reachable yet \(ECONNREFUSED\); trying again in 1 s/,
    );
  });

  it('gives up after the configured time with one sentence', async () => {
    const err = await waitForDatabase(
      { ping: () => Promise.reject(refused()) },
      { waitSeconds: 0, where: 'db:5432/app', say: () => {}, sleep: async () => {} },
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DatabaseNotReachedError);
    expect((err as Error).message).toBe(
      'PostgreSQL at db:5432/app could not be reached within 0 s (ECONNREFUSED); check DATABASE_URL and that the database is up, or raise DB_START_WAIT_SECONDS.',
    );
  });

  it('does not wait on an error that is not about reaching the database', async () => {
    const wrong = Object.assign(new Error('password authentication failed'), { code: '28P01' });
    await expect(
      waitForDatabase({ ping: () => Promise.reject(wrong) }, { waitSeconds: 60, where: 'x', say: () => {} }),
    ).rejects.toBe(wrong);
  });
});
