import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Raw SQL rows; both drivers answer `execute` with a `{ rows }` result. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
