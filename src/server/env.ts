import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { canonicalTimeZone, DEFAULT_TIME_ZONE } from '../shared/date-time-format';
import { EXAMPLE_COMPANY } from '../shared/setup-required';
import { NEVER_EMPLOYED_PURGE_DEFAULT_DAYS } from '../shared/retention-rules';
import { isValidAbn, normalizeAbn } from '../shared/validators/abn';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `must start with ${protocols.join(' or ')}`,
    });

const milliseconds = (fallback: number) => z.coerce.number().int().min(1).max(3_600_000).default(fallback);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
  ADMIN_PIN: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^[0-9A-Za-z]{6}$/.test(v), {
      message: 'must be exactly 6 letters or digits: the PIN box takes 6, and shorter PINs are guessable',
    }),
  DATA_KEY: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || Buffer.from(v, 'base64').length === 32, {
      message: 'must be 32 bytes, base64-encoded (openssl rand -base64 32)',
    }),
  /**
   * The data key must be given (DATA_KEY, DATA_KEY_FILE or the DATA_KEY credential): none is
   * generated in, or read from, DATA_DIR. The container image sets it, so that the key is never
   * inside the data volume and its backups (issue 44 item 2).
   */
  DATA_KEY_REQUIRED: z
    .enum(['true', 'false', ''])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Keys replaced by DATA_KEY (comma-separated, base64): values they sealed still open while the
   * rotation re-encrypts them with DATA_KEY (decision 024).
   */
  DATA_KEY_PREVIOUS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '').split(',').flatMap((k) => (k.trim() ? [Buffer.from(k.trim(), 'base64')] : [])),
    )
    .refine((keys) => keys.every((k) => k.length === 32), {
      message: 'must be one or more keys of 32 bytes, base64-encoded, separated by commas',
    }),
  COMPANY_NAME: z.string().trim().min(1).default(EXAMPLE_COMPANY),
  /**
   * The employer's ABN, printed with COMPANY_NAME as the payer on the tax declaration and super
   * choice (NAT 3092 section B, NAT 13080 section B); checked by its check digit. Unset: the
   * payer prints by name only.
   */
  EMPLOYER_ABN: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? normalizeAbn(v) : undefined))
    .refine((v) => v === undefined || isValidAbn(v), {
      message: 'must be an 11-digit ABN whose check digit is right (e.g. 53 004 085 616)',
    }),
  /**
   * The employer's time zone (an IANA name): every date is this zone's date and every time shown
   * names it, on screens, PDFs, emails and the Excel export (issue 35).
   */
  TIME_ZONE: z
    .string()
    .trim()
    .default(DEFAULT_TIME_ZONE)
    .transform((v, ctx) => {
      const zone = canonicalTimeZone(v || DEFAULT_TIME_ZONE);
      if (zone) return zone;
      ctx.addIssue({ code: 'custom', message: "must be an IANA time zone, e.g. 'Australia/Perth'" });
      return z.NEVER;
    }),
  SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
  MAIL_FROM: z.email().default('onboarding@example.com'),
  RECORDS_WEBHOOK_URL: optionalUrl(['https://', 'http://']),
  RECORDS_WEBHOOK_SECRET: z.string().optional(),
  /**
   * Xero Payroll AU (issue 41 item 4, decision 104): the client id and secret of the employer's
   * Xero app (developer.xero.com, 'Web app'). Unset: the owner cannot connect Xero.
   */
  XERO_CLIENT_ID: z.string().trim().optional(),
  XERO_CLIENT_SECRET: z.string().trim().optional(),
  /**
   * Xero's API (payroll.xro, connections), identity (token, revocation) and login (the consent
   * screen) hosts. Only a test sets them, to a local peer: no admin ever names a URL the app fetches.
   */
  XERO_API_URL: optionalUrl(['https://', 'http://']).transform((v) => v ?? 'https://api.xero.com'),
  XERO_IDENTITY_URL: optionalUrl(['https://', 'http://']).transform((v) => v ?? 'https://identity.xero.com'),
  XERO_LOGIN_URL: optionalUrl(['https://', 'http://']).transform((v) => v ?? 'https://login.xero.com'),
  RECORDS_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
  /**
   * Employment Hero Payroll's API (issue 41 item 4): where 'Send to payroll' sends a hire. The
   * owner's connection gives only the API key and business id; no address an admin types is
   * ever fetched. A white-label host, or a test peer, is set here.
   */
  EMPLOYMENT_HERO_API_URL: z
    .string()
    .trim()
    .default('https://api.yourpayroll.com.au')
    .refine((v) => /^https?:\/\//.test(v), { message: 'must start with https:// or http://' })
    .transform((v) => v.replace(/\/+$/, '')),
  /** How long one request to a payroll system's API may take before it is retried. */
  PAYROLL_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  /**
   * Invitations by SMS (issue 43 item 6, decision 114): the provider, set by the operator only
   * (its secret never passes through a screen or the database). Unset: no SMS; invitations go by
   * email, QR code or a copied link. `twilio`: Twilio's Messages API with the variables below.
   */
  SMS_PROVIDER: z
    .enum(['', 'twilio'])
    .default('')
    .transform((v) => (v === '' ? undefined : v)),
  /** The Twilio account's SID ('AC' and 32 hex digits) and its Auth Token (the Basic auth password). */
  TWILIO_ACCOUNT_SID: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || /^AC[0-9a-fA-F]{32}$/.test(v), {
      message: "must be the account's SID: AC and 32 hexadecimal digits",
    }),
  TWILIO_AUTH_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  /**
   * Who the SMS comes from: a Twilio number in E.164 ('+61481071234') or an alphanumeric sender
   * ID (up to 11 letters, digits and spaces, e.g. the company's short name); or instead
   * TWILIO_MESSAGING_SERVICE_SID ('MG' and 32 hex digits), whose sender pool chooses.
   */
  TWILIO_FROM: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine(
      (v) => v === undefined || /^\+[1-9]\d{6,14}$/.test(v) || /^(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11}$/.test(v),
      {
        message:
          "must be a number in E.164 ('+61481071234') or an alphanumeric sender ID of up to 11 characters",
      },
    ),
  TWILIO_MESSAGING_SERVICE_SID: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || /^MG[0-9a-fA-F]{32}$/.test(v), {
      message: 'must be a Messaging Service SID: MG and 32 hexadecimal digits',
    }),
  /** Twilio's API host; only a test sets it, to a local peer. */
  SMS_API_URL: z
    .string()
    .trim()
    .default('https://api.twilio.com')
    .refine((v) => /^https?:\/\//.test(v), { message: 'must start with https:// or http://' })
    .transform((v) => v.replace(/\/+$/, '')),
  /** How long one request to the SMS provider may take before it is retried. */
  SMS_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(15_000),
  /**
   * Tries per background job (email, records delivery) before it is marked failed. With the
   * defaults below (1 s doubling, capped at an hour, ±25% jitter) 44 tries span at least 24 hours
   * (24.1 to 40.2, about 32 on average: retry-delay.ts `retrySpanMs`), so a mail server down for a
   * day loses nothing (issue 37 item 4; 12 tries gave up after about 34 minutes).
   */
  JOB_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(44),
  /** First retry after about this long, doubling each time up to the cap. */
  JOB_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3600_000).default(1000),
  JOB_BACKOFF_CAP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  /**
   * A running job's lease, renewed by its worker every third of it: a job whose worker died
   * (kill -9) is claimed again this long after the last renewal.
   */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(15),
  /** PostgreSQL: opening a connection fails (503) after this long (a free pooled one: this + DB_QUERY_TIMEOUT_MS). */
  DB_CONNECT_TIMEOUT_MS: milliseconds(2000),
  /** PostgreSQL: a query unanswered for this long fails (503) and its connection is dropped. */
  DB_QUERY_TIMEOUT_MS: milliseconds(10_000),
  /**
   * PostgreSQL: at start, a database that cannot be reached is waited for this long (retried with
   * backoff, one line a try) before the process gives up; 0 gives up at once.
   */
  DB_START_WAIT_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /**
   * /healthz answers 503 when the file system holding DATA_DIR has less free than this (megabytes):
   * the embedded database, mail and records files live there (issue 37 item 6). 0 turns it off.
   */
  DISK_FREE_MIN_MB: z.coerce.number().int().min(0).max(10_000_000).default(100),
  /** PGlite on disk: group commit waits a turn for other requests once fsyncs take this long (decision 042). */
  GROUP_COMMIT_WAIT_MS: z.coerce.number().min(0).max(1000).default(2),
  PUBLIC_URL: z.url().optional(),
  /**
   * Which proxies may set X-Forwarded-For: unset/'false' (none: the socket address is the
   * client), a hop count ('1'), or a comma list of proxy IPs/CIDRs. Never trust everyone: the
   * PIN and email-code limits are per client IP.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): boolean | number | string[] => {
      const value = v?.trim() ?? '';
      if (value === '' || value === 'false') return false;
      if (/^\d+$/.test(value)) return Number(value);
      if (value === 'true') {
        ctx.addIssue({
          code: 'custom',
          message: "must be a hop count or a list of proxy addresses, not 'true'",
        });
        return z.NEVER;
      }
      return value.split(',').map((p) => p.trim());
    }),
  /**
   * Reminders (issue 25, decision 031): an invitation not opened after this many days, and an
   * application with no activity for this many days before it is submitted, get a reminder
   * email, at most 3 (then HR's list shows the row as stalled).
   */
  REMINDER_INVITE_DAYS: z.coerce.number().min(0.001).max(365).default(3),
  REMINDER_IDLE_DAYS: z.coerce.number().min(0.001).max(365).default(3),
  /** How often the sweep looks for reminders due (invitations, idle applications, licence expiry). */
  REMINDER_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  /**
   * Retention (issue 42 item 2, decision 108): a person who never became an employee is purged by
   * the daily job this many days after the invitation expired or the last activity.
   */
  RETENTION_PURGE_DAYS: z.coerce.number().int().min(1).max(3650).default(NEVER_EMPLOYED_PURGE_DEFAULT_DAYS),
  /**
   * A test or demo install: 'Clear All Data' wipes it even while an employee record is inside its
   * retention period. Never set on an install that holds real employees.
   */
  RETENTION_TEST_INSTALL: z
    .enum(['true', 'false', ''])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Email-code requests per client IP in 15 minutes (checks of a code: twice as many). Raise it
   * when many new hires share one address (a site office behind one NAT).
   */
  CODE_REQUESTS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(10),
  /**
   * What all sessions that have not proven an email may hold in the database together (drafts
   * and draft photos, megabytes): an attacker with many addresses cannot fill the disk.
   */
  UNPROVEN_STORAGE_MB: z.coerce.number().int().min(1).max(1_000_000).default(1024),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A client must have sent all its headers by then (a slow-loris sends them a byte at a time). */
  HEADERS_TIMEOUT_MS: milliseconds(10_000),
  /** The whole request, body included: a 5 MB photo over a slow mobile uplink fits. */
  REQUEST_TIMEOUT_MS: milliseconds(120_000),
  /** A socket with no traffic either way for this long is closed. */
  CONNECTION_TIMEOUT_MS: milliseconds(60_000),
  /** An idle keep-alive connection; longer than the 60 s idle timeout of common proxies. */
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(72_000),
});

export type Env = z.infer<typeof envSchema> & { dataDir: string };

export class EnvError extends Error {}

/**
 * The variables that hold a secret. Each may be given as itself, or read from a file: `NAME_FILE`
 * names the file (how Docker, Podman and Compose hand secrets to a container), or systemd's
 * `$CREDENTIALS_DIRECTORY/NAME` (LoadCredential=NAME:... or LoadCredentialEncrypted= in the unit),
 * so that the secret is in no environment block, unit file or `podman inspect` (issue 44 item 2).
 */
export const SECRET_VARIABLES = [
  'DATA_KEY',
  'DATA_KEY_PREVIOUS',
  'DATABASE_URL',
  'ADMIN_PIN',
  'SMTP_URL',
  'RECORDS_WEBHOOK_SECRET',
  'XERO_CLIENT_SECRET',
  'TWILIO_AUTH_TOKEN',
] as const;

/**
 * `source` with each secret variable read from where it was given: the variable itself, the file
 * `NAME_FILE` names, or `$CREDENTIALS_DIRECTORY/NAME`. A file's trailing line break is not part of
 * the value. A secret given in two of these places, or a file that cannot be read or is empty, is
 * an error naming the variable (the file's content is never shown).
 */
export function readSecretFiles(source: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const resolved: NodeJS.ProcessEnv = { ...source };
  const problems: string[] = [];
  const credentials = source.CREDENTIALS_DIRECTORY || undefined;
  for (const name of SECRET_VARIABLES) {
    const fileVariable = `${name}_FILE`;
    const named = source[fileVariable] || undefined;
    const credential = credentials ? path.join(credentials, name) : undefined;
    const fromCredential = credential && fs.existsSync(credential) ? credential : undefined;
    const places = [
      source[name] ? name : undefined,
      named ? fileVariable : undefined,
      fromCredential ? `the credential ${fromCredential}` : undefined,
    ].filter((p) => p !== undefined);
    if (places.length > 1) {
      problems.push(`  ${name}: given in more than one place (${places.join(', ')}); give it once`);
      continue;
    }
    const file = named ?? fromCredential;
    if (!file) continue;
    const from = named ? `${fileVariable} (${named})` : `the credential ${file}`;
    let value: string;
    try {
      value = fs.readFileSync(file, 'utf8').replace(/(\r?\n)+$/, '');
    } catch (err) {
      problems.push(`  ${name}: ${from} cannot be read (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
      continue;
    }
    if (value.trim() === '') problems.push(`  ${name}: ${from} is empty`);
    else resolved[name] = value;
  }
  if (problems.length > 0) throw new EnvError(`Invalid configuration:\n${problems.join('\n')}`);
  return resolved;
}

function isHttpsOrLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
}

/**
 * Reads and validates configuration once, secrets from their files too (`readSecretFiles`); a bad
 * value names the variable and stops start-up.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const given = readSecretFiles(source);
  const parsed = envSchema
    .refine((env) => env.HEADERS_TIMEOUT_MS <= env.REQUEST_TIMEOUT_MS, {
      message: 'must not be longer than REQUEST_TIMEOUT_MS',
      path: ['HEADERS_TIMEOUT_MS'],
    })
    // Every instance on one PostgreSQL must seal with the same key: a key file each would not be.
    .refine((env) => !env.DATABASE_URL || env.DATA_KEY !== undefined, {
      message:
        'must be set when DATABASE_URL is: every instance on that database needs the same key (openssl rand -base64 32)',
      path: ['DATA_KEY'],
    })
    // Deliveries carry TFNs and bank accounts: signed with a real key, and encrypted in transit
    // (plain http only to this machine, e.g. a records-system agent beside the app).
    .refine((env) => !env.RECORDS_WEBHOOK_URL || (env.RECORDS_WEBHOOK_SECRET?.length ?? 0) >= 8, {
      message: 'must be set (8 characters at least; use a long random key) when RECORDS_WEBHOOK_URL is',
      path: ['RECORDS_WEBHOOK_SECRET'],
    })
    .refine((env) => !env.RECORDS_WEBHOOK_URL || isHttpsOrLoopback(env.RECORDS_WEBHOOK_URL), {
      message: 'must be https:// (plain http only to localhost)',
      path: ['RECORDS_WEBHOOK_URL'],
    })
    .refine((env) => isHttpsOrLoopback(env.EMPLOYMENT_HERO_API_URL), {
      message: 'must be https:// (plain http only to localhost)',
      path: ['EMPLOYMENT_HERO_API_URL'],
    })
    .refine((env) => isHttpsOrLoopback(env.SMS_API_URL), {
      message: 'must be https:// (plain http only to localhost)',
      path: ['SMS_API_URL'],
    })
    .refine((env) => env.SMS_PROVIDER !== 'twilio' || (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN), {
      message: 'TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN must be set when SMS_PROVIDER is twilio',
      path: ['SMS_PROVIDER'],
    })
    .refine((env) => env.SMS_PROVIDER !== 'twilio' || env.TWILIO_FROM || env.TWILIO_MESSAGING_SERVICE_SID, {
      message: 'TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID must be set when SMS_PROVIDER is twilio',
      path: ['SMS_PROVIDER'],
    })
    // The tokens and every hire's TFN travel to these: encrypted in transit.
    .refine(
      (env) =>
        [env.XERO_API_URL, env.XERO_IDENTITY_URL, env.XERO_LOGIN_URL].every((url) => isHttpsOrLoopback(url)),
      { message: 'must be https:// (plain http only to localhost)', path: ['XERO_API_URL'] },
    )
    .safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}

/** Served over https (PUBLIC_URL says so): cookies are Secure, HSTS and upgrade-insecure-requests apply. */
export const isHttpsPublicUrl = (env: Env) => env.PUBLIC_URL?.startsWith('https://') ?? false;
export const isSecureCookie = isHttpsPublicUrl;
