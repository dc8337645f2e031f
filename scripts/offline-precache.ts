import fs from 'node:fs';
import path from 'node:path';
import type { ManifestTransform } from 'workbox-build';
import { NOT_FOUND_ROUTE, ROUTES } from '../src/shared/routes.ts';

/**
 * The service worker's source, in the client's root (vite-plugin-pwa builds it to sw.js, which
 * src/client/lib/offline/service-worker.ts registers): named here, beside the rest of the worker's
 * build, so vite.config.ts names no source file.
 */
export const SERVICE_WORKER_SOURCE = 'sw.ts';

/** One chunk of Vite's build manifest (.vite/manifest.json), as far as it is read here. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/**
 * The built files a hire's journey loads (decision 034), from the route table and the build
 * manifest, no file named: the entry and everything it imports, statically or lazily (the app,
 * every employee screen, its groups, its dialogs and their stylesheets), except the admin
 * screens (the route table's `admin` group) and what only they load. The service worker
 * precaches these and the generic shell (index.html).
 */
export function journeyFiles(manifest: Record<string, ManifestChunk>): Set<string> {
  const adminPages = new Set<string>(
    [...ROUTES, NOT_FOUND_ROUTE].flatMap((route) =>
      route.chunk === 'admin' && route.page ? [route.page] : [],
    ),
  );
  const files = new Set<string>(['index.html']);
  const seen = new Set<string>();
  const stack = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  while (stack.length) {
    const key = stack.pop()!;
    if (seen.has(key) || adminPages.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    stack.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []));
  }
  return files;
}

/**
 * vite-plugin-pwa's `manifestTransforms` step: keeps the precache entries of the journey's files
 * (the glob finds every built script and stylesheet, the admin's included).
 */
export function journeyPrecache(outDir: () => string): ManifestTransform {
  return (entries) => {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(outDir(), '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, ManifestChunk>;
    const keep = journeyFiles(manifest);
    // A journey file left out (too big for the glob's limit, or a pattern missing it) would be a
    // screen that does not open offline: the build stops.
    const missing = [...keep].filter((file) => !entries.some((entry) => entry.url === file));
    if (missing.length) throw new Error(`Not precached for offline use: ${missing.join(', ')}`);
    return { manifest: entries.filter((entry) => keep.has(entry.url)), warnings: [] };
  };
}
