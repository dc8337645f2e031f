import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EnvError, loadEnv, SECRET_VARIABLES } from '../../src/server/env';

// Issue 44 item 2: every secret variable can come from a file, as container secrets
// (`NAME_FILE`) and systemd credentials (`$CREDENTIALS_DIRECTORY/NAME`) give them.

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
function scratchDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-secrets-'));
  dirs.push(dir);
  return dir;
}
/** A file holding `content`, mode 0400 as a secret is mounted. */
function secretFile(dir: string, name: string, content: string) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content, { mode: 0o400 });
  return file;
}
const newKey = () => crypto.randomBytes(32).toString('base64');

describe('a secret from NAME_FILE', () => {
  it('reads every secret variable from the file its _FILE variable names, without the trailing line break', () => {
    const dir = scratchDir();
    const key = newKey();
    const previous = [newKey(), newKey()];
    const env = loadEnv({
      DATA_KEY_FILE: secretFile(dir, 'data_key', `${key}\n`),
      DATA_KEY_PREVIOUS_FILE: secretFile(dir, 'previous', `${previous.join(',')}\r\n`),
      DATABASE_URL_FILE: secretFile(dir, 'db', 'postgres://app:s3cret@db:5432/onboarding\n'),
      ADMIN_PIN_FILE: secretFile(dir, 'pin', '246810'),
      SMTP_URL_FILE: secretFile(dir, 'smtp', 'smtps://mailer:pa ss@smtp.example.com:465\n\n'),
      RECORDS_WEBHOOK_URL: 'https://records.example.com/in',
      RECORDS_WEBHOOK_SECRET_FILE: secretFile(dir, 'webhook', 'w'.repeat(40)),
      XERO_CLIENT_SECRET_FILE: secretFile(dir, 'xero', 'xero-secret\n'),
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN_FILE: secretFile(dir, 'twilio', `${'f'.repeat(32)}\n`),
      TWILIO_FROM: '+61400000000',
    });
    expect(env.DATA_KEY).toBe(key);
    expect(env.DATA_KEY_PREVIOUS.map((k) => k.toString('base64'))).toEqual(previous);
    expect(env.DATABASE_URL).toBe('postgres://app:s3cret@db:5432/onboarding');
    expect(env.ADMIN_PIN).toBe('246810');
    // Only line breaks at the end are dropped: a space inside a password is kept.
    expect(env.SMTP_URL).toBe('smtps://mailer:pa ss@smtp.example.com:465');
    expect(env.RECORDS_WEBHOOK_SECRET).toBe('w'.repeat(40));
    expect(env.XERO_CLIENT_SECRET).toBe('xero-secret');
    expect(env.TWILIO_AUTH_TOKEN).toBe('f'.repeat(32));
  });

  it('checks a value from a file as it checks the variable, naming the variable', () => {
    const dir = scratchDir();
    expect(() => loadEnv({ DATA_KEY_FILE: secretFile(dir, 'short', 'c2hvcnQ=\n') })).toThrow(
      /DATA_KEY: must be 32 bytes, base64-encoded/,
    );
    // DATABASE_URL from a file still needs the data key beside it.
    expect(() =>
      loadEnv({ DATABASE_URL_FILE: secretFile(dir, 'db', 'postgres://app@db/onboarding') }),
    ).toThrow(/DATA_KEY: must be set when DATABASE_URL is/);
  });

  it('refuses a missing, unreadable or empty file, naming the variable and the file but never a content', () => {
    const dir = scratchDir();
    const missing = path.join(dir, 'nope');
    expect(() => loadEnv({ DATA_KEY_FILE: missing })).toThrow(EnvError);
    expect(() => loadEnv({ DATA_KEY_FILE: missing })).toThrow(
      `DATA_KEY: DATA_KEY_FILE (${missing}) cannot be read (ENOENT)`,
    );
    expect(() => loadEnv({ DATA_KEY_FILE: dir })).toThrow(`DATA_KEY_FILE (${dir}) cannot be read (EISDIR)`);
    const empty = secretFile(dir, 'empty', '\n');
    expect(() => loadEnv({ SMTP_URL_FILE: empty })).toThrow(`SMTP_URL: SMTP_URL_FILE (${empty}) is empty`);
  });

  it('refuses a secret given both as itself and as a file', () => {
    const dir = scratchDir();
    const key = newKey();
    let message = '';
    try {
      loadEnv({ DATA_KEY: key, DATA_KEY_FILE: secretFile(dir, 'k', key) });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain(
      'DATA_KEY: given in more than one place (DATA_KEY, DATA_KEY_FILE); give it once',
    );
    expect(message).not.toContain(key);
  });

  it('counts an empty variable as unset, as the variables themselves do', () => {
    const dir = scratchDir();
    const key = newKey();
    expect(loadEnv({ DATA_KEY: '', DATA_KEY_FILE: secretFile(dir, 'k', key) }).DATA_KEY).toBe(key);
    expect(loadEnv({ DATA_KEY_FILE: '' }).DATA_KEY).toBeUndefined();
  });
});

describe("a secret from systemd's $CREDENTIALS_DIRECTORY", () => {
  it('reads each secret variable from the credential of its own name', () => {
    const credentials = scratchDir();
    const key = newKey();
    secretFile(credentials, 'DATA_KEY', `${key}\n`);
    secretFile(credentials, 'SMTP_URL', 'smtp://mailer:pw@127.0.0.1:2525');
    const env = loadEnv({ CREDENTIALS_DIRECTORY: credentials });
    expect(env.DATA_KEY).toBe(key);
    expect(env.SMTP_URL).toBe('smtp://mailer:pw@127.0.0.1:2525');
    // A variable without a credential keeps its default.
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('refuses a credential that is also given as a variable or a file, and an empty one', () => {
    const credentials = scratchDir();
    const credential = secretFile(credentials, 'ADMIN_PIN', '246810');
    expect(() => loadEnv({ CREDENTIALS_DIRECTORY: credentials, ADMIN_PIN: '135790' })).toThrow(
      `ADMIN_PIN: given in more than one place (ADMIN_PIN, the credential ${credential}); give it once`,
    );
    const other = secretFile(scratchDir(), 'pin', '135790');
    expect(() => loadEnv({ CREDENTIALS_DIRECTORY: credentials, ADMIN_PIN_FILE: other })).toThrow(
      /ADMIN_PIN: given in more than one place \(ADMIN_PIN_FILE, the credential/,
    );
    const empty = secretFile(scratchDir(), 'RECORDS_WEBHOOK_SECRET', '');
    expect(() => loadEnv({ CREDENTIALS_DIRECTORY: path.dirname(empty) })).toThrow(
      `RECORDS_WEBHOOK_SECRET: the credential ${empty} is empty`,
    );
  });

  it('reads no file for a variable that is not a secret', () => {
    const credentials = scratchDir();
    secretFile(credentials, 'PORT', '8080');
    const dir = scratchDir();
    expect(SECRET_VARIABLES).not.toContain('PORT');
    expect(
      loadEnv({ CREDENTIALS_DIRECTORY: credentials, PORT_FILE: secretFile(dir, 'p', '8080') }).PORT,
    ).toBe(3000);
  });
});
