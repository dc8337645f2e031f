/**
 * A value built on its first use, then kept. The wizard's step schemas are built this way: a
 * screen builds the one schema it validates when it first renders, not every step's when the
 * forms chunk loads (decision 013: about 8 ms of a phone's main thread, four times that on the
 * phones Lighthouse models, in the task that evaluates the chunk).
 */
export function builtOnFirstUse<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}
