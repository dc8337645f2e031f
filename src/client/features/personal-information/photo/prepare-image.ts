import type { PhotoToast } from './photo-toasts';

/** Spec §9: photos up to 5 MB. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** HEIF brands the server also accepts (src/server/services/images/image-type.ts). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'mif1', 'msf1']);
const ascii = (bytes: Uint8Array) => String.fromCharCode(...bytes);

/** Is this an image by its first bytes (JPEG, PNG, HEIC), whatever its name or claimed type? */
export function isImageContent(head: Uint8Array): boolean {
  if (head.length < 12) return false;
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return true;
  if (head[0] === 0x89 && ascii(head.subarray(1, 4)) === 'PNG') return true;
  return ascii(head.subarray(4, 8)) === 'ftyp' && HEIF_BRANDS.has(ascii(head.subarray(8, 12)));
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error()));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

function canDecode(src: string): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image.naturalWidth > 0);
    image.onerror = () => resolve(false);
    image.src = src;
  });
}

/** The image to crop, or the photo toast that says why not. */
export type PreparedImage = { src: string } | { problem: PhotoToast };

/**
 * The checks before cropping, in the spec's order: size, content, reading, decoding. A HEIC
 * photo passes the content check but only decodes where the browser supports it (Safari).
 */
export async function prepareImage(file: File): Promise<PreparedImage> {
  if (file.size > MAX_PHOTO_BYTES) return { problem: 'tooLarge' };
  let src: string;
  try {
    const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
    if (!isImageContent(head)) return { problem: 'invalidType' };
    src = await readAsDataUrl(file);
  } catch {
    return { problem: 'readError' };
  }
  if (!(await canDecode(src))) return { problem: 'unsupported' };
  return { src };
}
