// The part of fs-native-extensions (N-API, prebuilt; no types of its own) that the directory lock uses.
declare module 'fs-native-extensions' {
  /** An exclusive (or shared) lock on the whole file; false when another open file holds one. */
  export function tryLock(fd: number, opts?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
