// Run by commit-fsync.test.ts under strace: N commits into a database in argv[2], each between
// two marker writes to /dev/null, so the trace shows which system calls made each commit.
// argv[3] 'app' opens the database as the app does; 'stock' with PGlite's own defaults.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openPglite } from '../../src/server/db/client';

const [dir, how, count] = process.argv.slice(2) as [string, 'app' | 'stock', string];
const marker = fs.openSync('/dev/null', 'w');
const mark = (text: string) => fs.writeSync(marker, text);

if (how === 'app') {
  const database = await openPglite(dir);
  await database.db.execute(sql`create table hires (id int primary key, name text)`);
  for (let i = 0; i < Number(count); i++) {
    mark(`commit-start ${i}`);
    await database.db.execute(sql`insert into hires values (${i}, ${`Hire ${i}`})`);
    mark(`commit-acked ${i}`);
  }
  await database.close();
} else {
  const client = await PGlite.create({ dataDir: dir });
  await client.exec('create table hires (id int primary key, name text)');
  for (let i = 0; i < Number(count); i++) {
    mark(`commit-start ${i}`);
    await client.query('insert into hires values ($1, $2)', [i, `Hire ${i}`]);
    mark(`commit-acked ${i}`);
  }
  await client.close();
}
