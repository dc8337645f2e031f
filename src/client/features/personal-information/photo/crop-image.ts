import type { PercentCrop } from 'react-image-crop';

/** Spec §9: the headshot is 400x400 JPEG at quality 0.9. */
export const HEADSHOT_SIZE = 400;
const JPEG_QUALITY = 0.9;

/** Draws the chosen square of the full-resolution image onto a 400x400 canvas, as a JPEG blob. */
export function cropToJpeg(image: HTMLImageElement, crop: PercentCrop): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = HEADSHOT_SIZE;
  canvas.height = HEADSHOT_SIZE;
  const ctx = canvas.getContext('2d');
  if (!ctx || !image.naturalWidth || !crop.width) {
    return Promise.reject(new Error('Image processing failed on this device'));
  }
  const sx = (crop.x / 100) * image.naturalWidth;
  const sy = (crop.y / 100) * image.naturalHeight;
  const sw = (crop.width / 100) * image.naturalWidth;
  const sh = (crop.height / 100) * image.naturalHeight;
  // JPEG has no transparency: a transparent PNG would otherwise turn black.
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, HEADSHOT_SIZE, HEADSHOT_SIZE);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, sx, sy, sw, sh, 0, 0, HEADSHOT_SIZE, HEADSHOT_SIZE);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Image processing failed on this device'))),
      'image/jpeg',
      JPEG_QUALITY,
    );
  });
}
