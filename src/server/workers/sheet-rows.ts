// The Excel export's worker thread (services/excel/sheet-rows-thread.ts starts it): it makes the
// sheet's rows from the pages the export reads, while the export's own thread reads the next page
// (PGlite runs in that thread) and deflates what this one sends back.
import { parentPort, workerData } from 'node:worker_threads';
import { createCipher, type VersionedKey } from '../services/crypto/cipher';
import { SheetRowsEncoder } from '../services/excel/sheet-rows';
import type { SheetRowsReply, SheetRowsRequest } from '../services/excel/sheet-rows-thread';

const port = parentPort!;
const encoder = new SheetRowsEncoder(createCipher((workerData as { keys: VersionedKey[] }).keys));

port.on('message', ({ id, members, firstRow }: SheetRowsRequest) => {
  let reply: SheetRowsReply;
  try {
    reply = { id, chunks: encoder.encode(members, firstRow) };
  } catch (err) {
    // Only the message crosses: it names what failed (e.g. a value that does not authenticate).
    reply = { id, error: err instanceof Error ? err.message : String(err) };
  }
  // The chunks' memory moves to the export's thread instead of being copied.
  port.postMessage(reply, 'chunks' in reply ? reply.chunks.map((c) => c.buffer as ArrayBuffer) : []);
});
