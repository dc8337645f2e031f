// Run by `npm install` (postinstall): builds the migrated PGlite snapshot that first start and
// the API tests restore instead of running initdb (src/server/db/pglite-template.ts).
import { pgliteExtensions } from '../src/server/db/pglite-extensions';
import { writePgliteTemplate } from '../src/server/db/pglite-template';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const started = performance.now();
const client = await PGlite.create({ extensions: pgliteExtensions });
await migrate(drizzle(client), {
  migrationsFolder: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle'),
});
const file = await writePgliteTemplate(client);
await client.close();
console.log(
  `PGlite template ready in ${(performance.now() - started).toFixed(0)} ms: ${path.relative(process.cwd(), file)}`,
);
