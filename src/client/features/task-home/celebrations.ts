import type { Options } from 'canvas-confetti';

// Spec §9 timings: confetti at about 250 ms and 400 ms; fireworks of 5 bursts 600 ms apart and a
// final burst 300 ms later. canvas-confetti is loaded only when a celebration happens, and no
// animation plays for someone who asked for reduced motion.

export const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

type Fire = (options: Options) => void;

/**
 * A cannon on its own canvas, hidden from assistive technology (decoration, not content outside
 * the page's landmarks); the canvas goes once every burst fired through it has settled.
 */
async function cannon(): Promise<{ fire: Fire; done: () => void }> {
  const { default: confetti } = await import('canvas-confetti');
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  Object.assign(canvas.style, {
    position: 'fixed',
    inset: '0',
    width: '100%',
    height: '100%',
    pointerEvents: 'none',
    zIndex: '100',
  });
  document.body.append(canvas);
  // No worker: the CSP (script-src 'self') refuses the blob: worker canvas-confetti would start.
  const create = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
  const bursts: Array<Promise<unknown>> = [];
  return {
    fire: (options) => {
      bursts.push(create(options) ?? Promise.resolve());
    },
    done: () => void Promise.allSettled(bursts).then(() => canvas.remove()),
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two confetti bursts when every task is complete. */
export async function playConfetti(): Promise<void> {
  if (prefersReducedMotion()) return;
  const { fire, done } = await cannon();
  await wait(250);
  fire({ particleCount: 80, spread: 70, origin: { x: 0.3, y: 0.6 } });
  await wait(150);
  fire({ particleCount: 80, spread: 70, origin: { x: 0.7, y: 0.6 } });
  done();
}

/** Fireworks after a submission; resolves once the final burst has been fired. */
export async function playFireworks(): Promise<void> {
  if (prefersReducedMotion()) return;
  const { fire, done } = await cannon();
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
  done();
}
