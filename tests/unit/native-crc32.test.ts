import crypto from 'node:crypto';
import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { nativeUnsigned, yazlCrc32 } from '../../src/server/services/excel/native-crc32';
import { ZipWriter } from '../../src/server/services/excel/zip-writer';
import { crc32 } from '../fixtures/crc32';
import { readZipEntry } from '../fixtures/read-zip-entry';

/** Everything written to a stream, once it ends. */
function collect(): { out: Writable; bytes: Promise<Buffer> } {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  return { out, bytes: new Promise((resolve) => out.on('end', () => resolve(Buffer.concat(chunks)))) };
}

describe("the Excel export's zip CRC-32 (zlib's, in place of buffer-crc32's JavaScript)", () => {
  it('answers the CRC-32 of the bytes, run on from a partial value as yazl runs it', () => {
    const bytes = crypto.randomBytes(100_000);
    expect(nativeUnsigned(bytes)).toBe(crc32(bytes));
    const partial = nativeUnsigned(bytes.subarray(0, 12_345));
    expect(nativeUnsigned(bytes.subarray(12_345), partial)).toBe(crc32(bytes));
    const asBuffer = Buffer.alloc(4);
    asBuffer.writeUInt32BE(partial);
    expect(nativeUnsigned(bytes.subarray(12_345), asBuffer)).toBe(crc32(bytes));
    expect(nativeUnsigned('Nguyễn')).toBe(crc32(Buffer.from('Nguyễn', 'utf8')));
  });

  it('is what yazl computes with, and the archive it writes records each entry correctly', async () => {
    const { out, bytes } = collect();
    const zip = new ZipWriter(out);
    expect(yazlCrc32.unsigned).toBe(nativeUnsigned);
    zip.add('small.xml', '<a>Zoë</a>');
    const entry = zip.entry('big.xml');
    const text = Array.from({ length: 20_000 }, (_, i) => `<row r="${i}">Nguyễn ${i}</row>`).join('');
    await entry.write(text);
    entry.close();
    await zip.finish();
    const archive = await bytes;
    // readZipEntry checks each entry's bytes against the CRC-32 the directory records.
    expect(readZipEntry(archive, 'small.xml')).toBe('<a>Zoë</a>');
    expect(readZipEntry(archive, 'big.xml')).toBe(text);
  });
});
