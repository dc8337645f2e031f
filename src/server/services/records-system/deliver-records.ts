import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PermanentJobError } from '../../jobs/job-handler';
import { webhookSignature } from './sign-webhook';

export interface RecordsTarget {
  url?: string;
  secret?: string;
  timeoutMs: number;
  dataDir: string;
  /** Seals the local copy written without a URL (the data key's `sealBytes`). */
  seal: (plain: Buffer) => Buffer;
}

/** A local records copy's name after its submission id (or delivery key): sealed JSON. */
export const RECORDS_FILE_SUFFIX = '.json.sealed';

/** Statuses worth another try: the receiver is busy, rate limiting or broken for now. */
const isRetryable = (status: number) => status === 408 || status === 429 || status >= 500;

/**
 * A refusal as it is stored (the job's last error, the submission's records-system error) and
 * shown to the admin: the status and a hash of the body, never the body, which can echo the
 * person's data back (issue 19 item 5). The hash still tells two answers apart and matches the
 * receiver's own log.
 */
export function refusalText(status: number, body: string): string {
  if (!body) return `HTTP ${status}`;
  return `HTTP ${status} (body sha256:${crypto.createHash('sha256').update(body).digest('hex').slice(0, 16)})`;
}

/**
 * Sends one submission's JSON (or a countersignature's, keyed `{submissionId}.countersigned-{id}`:
 * decision 100) to the records system. 2xx is delivered; 408, 429, 5xx and network
 * errors throw for a retry; any other answer fails for good (refusalText). The Idempotency-Key (the submission id) lets the receiver drop a repeat.
 * With no URL the JSON is written to DATA_DIR/records/{id}.json.sealed, sealed with the data key
 * (`target.seal`; issue 36 item 13: it holds the full TFN and bank account), atomically (temp
 * file, rename). `npm run open-sealed -- FILE` prints it.
 */
export async function deliverRecords(
  target: RecordsTarget,
  submissionId: string,
  body: string,
  /** The webhook event, sent as `X-Records-Event` (issue 42 item 3: the employment record and the sensitive information apart). */
  event?: string,
): Promise<void> {
  if (!target.url) {
    const dir = path.join(target.dataDir, 'records');
    await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    const tmp = path.join(dir, `.${submissionId}.${process.pid}.tmp`);
    const handle = await fs.open(tmp, 'w', 0o600);
    try {
      await handle.writeFile(target.seal(Buffer.from(body, 'utf8')));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(tmp, path.join(dir, `${submissionId}${RECORDS_FILE_SUFFIX}`));
    return;
  }
  const timestamp = String(Math.floor(Date.now() / 1000));
  let res: Response;
  try {
    res = await fetch(target.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': submissionId,
        'x-timestamp': timestamp,
        'x-signature': webhookSignature(target.secret ?? '', timestamp, body),
        ...(event ? { 'x-records-event': event } : {}),
      },
      body,
      signal: AbortSignal.timeout(target.timeoutMs),
      redirect: 'error',
    });
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    const reason =
      err instanceof Error && err.name === 'TimeoutError'
        ? `timed out after ${target.timeoutMs} ms`
        : (cause?.code ?? cause?.message ?? (err as Error).message);
    throw new Error(`Records system unreachable: ${reason}`, { cause: err });
  }
  if (res.ok) {
    await res.body?.cancel();
    return;
  }
  const message = refusalText(res.status, await res.text().catch(() => ''));
  if (isRetryable(res.status)) throw new Error(message);
  throw new PermanentJobError(message);
}
