// npm run admin:recover -- EMAIL [NAME]: prints a fresh enrolment link for an owner who lost
// every sign-in factor (docs/decisions/029). Needs the server's shell, its settings and data key.
import path from 'node:path';
import { openPglite, openPostgres } from '../src/server/db/client';
import { loadEnv } from '../src/server/env';
import { openDataKeys } from '../src/server/services/crypto/open-data-keys';
import { recoverOwner } from '../src/server/services/staff/recover-owner';

const [email, ...name] = process.argv.slice(2);
if (!email || !email.includes('@')) {
  console.error('Usage: npm run admin:recover -- owner@example.com ["Their Name"]');
  process.exit(2);
}
try {
  const env = loadEnv();
  // The embedded database is opened by one process at a time: with it, stop the server first.
  const database = env.DATABASE_URL
    ? await openPostgres(env.DATABASE_URL)
    : await openPglite(path.join(env.dataDir, 'db'));
  try {
    await database.migrate();
    const { cipher } = await openDataKeys(database.db, env);
    const link = await recoverOwner({ cipher, env }, database.db, { email, name: name.join(' ') });
    console.log(`${link.created ? 'Added' : 'Recovering'} owner ${email.toLowerCase()}.`);
    console.log(
      `Open this link (once, before ${link.expiresAt.toISOString()}) to set up a passkey or an authenticator app:`,
    );
    console.log(`\n  ${link.url}\n`);
    console.log('Their old passkeys, authenticator and recovery codes stop working when the link is used.');
    console.log('Any sign-in they had open has ended.');
    console.log(
      `Every owner is emailed about this (${link.notified.join(', ')}), and the audit log names this server and user.`,
    );
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
