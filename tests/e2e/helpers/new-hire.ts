import type { Locator, Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';

/** A fresh address per test, so no two tests (or runs) share an application. */
export function uniqueEmail(testInfo: TestInfo): string {
  const slug = testInfo.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40);
  return `${slug}-${Date.now()}@example.com`;
}

/** A plain photo as a phone's camera would give it, to upload and crop. */
export function headshotJpeg(width = 1200, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 140, b: 110 } } })
    .jpeg()
    .toBuffer();
}

/** Two strokes on a pad, as a finger draws an initial. */
export async function drawInitial(page: Page, pad: Locator): Promise<void> {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the pad is not on screen');
  const stroke = async (from: [number, number], to: [number, number]) => {
    await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1], { steps: 10 });
    await page.mouse.up();
  };
  await stroke([0.2, 0.8], [0.35, 0.2]);
  await stroke([0.5, 0.2], [0.7, 0.8]);
}

/** How many dark pixels a pad shows: 0 for a blank one. */
export function inkPixels(pad: Locator): Promise<number> {
  return pad.evaluate((el) => {
    const canvas = el as HTMLCanvasElement;
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let count = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 128) count += 1;
    return count;
  });
}
