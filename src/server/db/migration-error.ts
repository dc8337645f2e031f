/**
 * A migration that failed at start: the process stops with this one message and a non-zero exit,
 * so a supervisor (a container's restart policy, systemd) sees a failed start, never a healthy
 * app on an old schema (issue 44 item 3). Drizzle applies the pending migrations in one
 * transaction, so none of them stays half applied.
 */
export class MigrationError extends Error {
  constructor(cause: unknown) {
    const query = cause instanceof Error ? cause : undefined;
    // Drizzle's error names the query; the database's own error (its `cause`) says what failed.
    const reason = query?.cause instanceof Error ? query.cause.message : (query?.message ?? String(cause));
    const statement = query && query.cause instanceof Error ? query.message.split('\n')[0] : undefined;
    super(
      `A database migration failed, so the app did not start (the pending migrations were rolled back): ${reason}` +
        (statement ? ` (${statement.slice(0, 200)})` : ''),
      { cause },
    );
  }
}
