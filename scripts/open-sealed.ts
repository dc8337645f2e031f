// npm run open-sealed -- FILE [OUT]: a local copy sealed with the data key, opened (issue 36 item 13).
import fs from 'node:fs';
import path from 'node:path';
import { loadEnv } from '../src/server/env';
import { readKeyFile } from '../src/server/services/crypto/data-key';
import { openSealed } from '../src/server/services/crypto/open-sealed';
import { writeFileWhole } from '../src/server/write-file-whole';

const [arg, outArg] = process.argv.slice(2);
if (!arg) {
  console.error(
    'Usage: npm run open-sealed -- FILE [OUT]   (e.g. npm run open-sealed -- data/mail/2026-11-29T01-02-03-456Z-ab12cd34.eml.sealed message.eml)',
  );
  process.exit(2);
}
// npm runs scripts in the package's folder; FILE and OUT are relative to where the command was typed.
const here = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);
try {
  process.umask(0o077);
  const env = loadEnv();
  const keys = [
    ...(env.DATA_KEY ? [Buffer.from(env.DATA_KEY, 'base64')] : []),
    ...env.DATA_KEY_PREVIOUS,
    ...[readKeyFile(env.dataDir)].filter((k): k is Buffer => k !== undefined),
  ];
  const plain = openSealed(fs.readFileSync(here(arg)), keys);
  if (outArg) {
    await writeFileWhole(here(outArg), plain, 0o600);
    console.log(`Opened into ${here(outArg)} (mode 0600). Delete it when you are done with it.`);
  } else process.stdout.write(plain);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
