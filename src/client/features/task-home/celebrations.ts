import type { Options } from 'canvas-confetti';

// Spec §9 timings: confetti at about 250 ms and 400 ms; fireworks of 5 bursts 600 ms apart and a
// final burst 300 ms later. canvas-confetti is loaded only when a celebration happens, and no
// animation plays for someone who asked for reduced motion.

export const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

type Fire = (options: Options) => void;

async function cannon(): Promise<Fire> {
  const { default: confetti } = await import('canvas-confetti');
  // No worker: the CSP (script-src 'self') refuses the blob: worker canvas-confetti would start.
  const fire = confetti.create(undefined, { resize: true, useWorker: false, disableForReducedMotion: true });
  return (options) => void fire(options);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two confetti bursts when every task is complete. */
export async function playConfetti(): Promise<void> {
  if (prefersReducedMotion()) return;
  const fire = await cannon();
  await wait(250);
  fire({ particleCount: 80, spread: 70, origin: { x: 0.3, y: 0.6 } });
  await wait(150);
  fire({ particleCount: 80, spread: 70, origin: { x: 0.7, y: 0.6 } });
}

/** Fireworks after a submission; resolves once the final burst has been fired. */
export async function playFireworks(): Promise<void> {
  if (prefersReducedMotion()) return;
  const fire = await cannon();
  for (let i = 0; i < 5; i++) {
    if (i > 0) await wait(600);
    fire({
      particleCount: 60,
      spread: 360,
      startVelocity: 30,
      ticks: 60,
      origin: { x: 0.2 + Math.random() * 0.6, y: 0.2 + Math.random() * 0.3 },
    });
  }
  await wait(300);
  fire({ particleCount: 150, spread: 120, startVelocity: 45, origin: { x: 0.5, y: 0.6 } });
}
