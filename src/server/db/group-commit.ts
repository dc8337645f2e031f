import type { PGlite } from '@electric-sql/pglite';

/**
 * Group commit for the embedded database (issue 37 item 7, decision 042). PGlite is one backend:
 * PostgreSQL's own `commit_delay` batching needs concurrent backends, so every commit paid its
 * own WAL fsync, one after another (5.8 ms each here: 121 commits/s), and a crowd's first wave
 * queued behind them. The database runs with `synchronous_commit=off` (a commit writes its WAL
 * record but does not wait for the disk) and nothing is acknowledged until `flush` has run: it
 * asks PostgreSQL to write one WAL message and flush it (its own XLogFlush and fsync), which
 * puts every commit before it on disk too.
 * Callers that arrive while a flush runs share the next one: N answers, one fsync.
 *
 * A crash loses only commits nobody was told of (PostgreSQL's WAL replay keeps the database
 * consistent either way; asynchronous commit never corrupts, docs: wal-async-commit).
 */
export function groupFlush(client: Pick<PGlite, 'query'>): () => Promise<void> {
  /** The flush callers join: it has not yet read the WAL position, so it covers their commits. */
  let waiting: Promise<void> | undefined;
  /** The flush under way: it may have read the WAL position before a caller's commit. */
  let running: Promise<void> | undefined;

  const flushOnce = async () => {
    // One statement: a WAL record that PostgreSQL flushes at once (`flush` = true, PostgreSQL
    // 17+), and with it all WAL before it. A commit of a transaction that wrote nothing else
    // does not flush even with synchronous_commit=on (PostgreSQL skips the wait for a
    // transaction whose only record is its commit), so that was not enough.
    await client.query(
      'select case when pg_current_wal_insert_lsn() > pg_current_wal_flush_lsn() ' +
        "then pg_logical_emit_message(false, 'onboarding', 'group commit', true) end",
    );
  };

  const flush = (): Promise<void> => {
    // PGlite's queries run on this thread: a request's whole handler, its commits and the flush
    // would run before the next request is even read. The flush waits one turn of the event
    // loop (`setImmediate`: after the sockets that are ready have been read and their handlers
    // have run), as PostgreSQL's commit_delay waits for other backends' commits, so every
    // request that arrived together shares it.
    waiting ??= (running ?? Promise.resolve())
      .catch(() => {})
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => {
        const started: Promise<void> = flushOnce().finally(() => {
          if (running === started) running = undefined;
        });
        running = started;
        waiting = undefined;
        return started;
      });
    return waiting;
  };
  return flush;
}
