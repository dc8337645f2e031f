import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCipher } from '../../src/server/services/crypto/cipher';
import { deliverRecords } from '../../src/server/services/records-system/deliver-records';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'records-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const cipher = createCipher(crypto.randomBytes(32));
const seal = (plain: Buffer) => cipher.sealBytes(plain);

describe('records-system delivery without a webhook URL', () => {
  it('writes the JSON sealed with the data key as DATA_DIR/records/{id}.json.sealed, leaving no temp file', async () => {
    const id = '3f1c2d4e-0000-4000-8000-000000000001';
    const body = JSON.stringify({ submissionId: id, application: { fullName: 'Ελένη', tfn: '123456782' } });
    await deliverRecords({ timeoutMs: 1000, dataDir, seal }, id, body);
    const dir = path.join(dataDir, 'records');
    expect(fs.readdirSync(dir)).toEqual([`${id}.json.sealed`]);
    const stored = fs.readFileSync(path.join(dir, `${id}.json.sealed`));
    expect(stored.includes('123456782')).toBe(false);
    expect(stored.subarray(0, 3).toString()).toBe('v1:');
    expect(cipher.openBytes(stored).toString('utf8')).toBe(body);
    // A second delivery of the same submission replaces the file whole.
    await deliverRecords({ timeoutMs: 1000, dataDir, seal }, id, body);
    expect(fs.readdirSync(dir)).toEqual([`${id}.json.sealed`]);
  });

  it('treats an unreachable receiver as worth a retry', async () => {
    const err = await deliverRecords(
      { url: 'http://127.0.0.1:9/records', timeoutMs: 1000, dataDir, seal },
      'x',
      '{}',
    ).catch((e: unknown) => e as Error);
    expect(err).toBeInstanceOf(Error);
    expect(err!.constructor.name).toBe('Error');
    expect(err!.message).toMatch(/^Records system unreachable: /);
  });
});
