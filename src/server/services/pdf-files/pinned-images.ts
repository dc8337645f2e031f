/**
 * The images a submission's snapshot refers to (photo, initial, each signature), as they were when
 * it was submitted, kept in its pending application PDF's row until the PDF is drawn (decision
 * 026): a photo or initial replaced in between would otherwise be missing from the PDF, since
 * replacing one deletes the old file. Drawing the PDF overwrites the row's bytes, so the copies
 * last exactly as long as they are needed, and go with the member (the row is hers).
 *
 * Stored as JSON (file id to base64) in the row's bytes, which are sealed with the data key as
 * every stored file's (`files/file-bytes.ts`), and so rotated with them (decision 062).
 */
const FORMAT = 'pinned-images/1';

interface PinnedImagesJson {
  format: typeof FORMAT;
  images: Record<string, string>;
}

export function pinImages(images: Map<string, Buffer>): Buffer {
  const json: PinnedImagesJson = {
    format: FORMAT,
    images: Object.fromEntries([...images].map(([id, bytes]) => [id, bytes.toString('base64')])),
  };
  return Buffer.from(JSON.stringify(json), 'utf8');
}

/**
 * The images pinned in a pending PDF's row, or null when it holds none (a task PDF, or an
 * application PDF queued before images were pinned: those are drawn from the current files).
 */
export function pinnedImages(pendingBytes: Buffer): Map<string, Buffer> | null {
  if (pendingBytes.length === 0) return null;
  const json = JSON.parse(pendingBytes.toString('utf8')) as PinnedImagesJson;
  if (json.format !== FORMAT) throw new Error(`Unknown pinned images format: ${String(json.format)}`);
  return new Map(Object.entries(json.images).map(([id, b64]) => [id, Buffer.from(b64, 'base64')]));
}
