import path from 'node:path';
import type { Plugin } from 'vite';
import { COMMON_CHUNK, NOT_FOUND_ROUTE, ROUTES, type ChunkGroup } from '../src/shared/routes.ts';

/**
 * The chunks a screen loads on top of the home, derived from the route table and the module
 * graph (no file named): without groups the bundler makes one file per set of lazy chunks that
 * share a module, and a wizard step fetched 12 to 16 of them (issue 13). Here:
 *
 * - the home is what the entry loads and starts (the app), and no group takes one of its modules;
 * - the lazy chunks are every module imported with `import()` outside the home: the table's
 *   pages (screens, each in its `chunk` group) and parts such as dialogs;
 * - a module two or more lazy chunks load (their static imports, outside the home) goes to
 *   - `COMMON_CHUNK` when screens of two or more groups load it;
 *   - its screens' group when they are all of one group, unless a part fetched from a screen of
 *     another group loads it too (a dialog's code would drag that group along);
 *   - the bundler's own chunks otherwise (what only parts share: the dialog frame, say).
 *
 * A screen then loads its page, its group and the common chunk; a part fetched from the home
 * (a view dialog) may load a group too. A group takes only what it captures, not its modules'
 * imports (which include React).
 */
export function chunkGroups(): {
  plugin: Plugin;
  groups: Array<{ name: string; test: (id: string) => boolean }>;
} {
  let root = '';
  const assigned = new Map<string, ChunkGroup>();
  const plugin: Plugin = {
    name: 'chunk-groups',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      assigned.clear();
      const info = (id: string) => this.getModuleInfo(id);
      const ids = [...this.getModuleIds()];
      const staticClosure = (starts: Iterable<string>, stop: Set<string>) => {
        const seen = new Set<string>();
        const stack = [...starts];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id) || stop.has(id)) continue;
          seen.add(id);
          stack.push(...(info(id)?.importedIds ?? []));
        }
        return seen;
      };
      // The home: the entry's static graph and what it starts with import() (main.tsx: React DOM
      // and the app), with theirs.
      const none = new Set<string>();
      const entryGraph = staticClosure(
        ids.filter((id) => info(id)?.isEntry),
        none,
      );
      const home = staticClosure(
        [...entryGraph, ...[...entryGraph].flatMap((id) => info(id)?.dynamicallyImportedIds ?? [])],
        none,
      );

      const screenGroup = new Map<string, ChunkGroup>();
      for (const route of [...ROUTES, NOT_FOUND_ROUTE]) {
        if (route.page && route.chunk) screenGroup.set(path.resolve(root, route.page), route.chunk);
      }
      const dynamicImporters = new Map<string, string[]>();
      for (const id of ids) {
        for (const target of info(id)?.dynamicallyImportedIds ?? []) {
          if (home.has(target)) continue;
          dynamicImporters.set(target, [...(dynamicImporters.get(target) ?? []), id]);
        }
      }
      const lazy = [...dynamicImporters.keys()];
      const loads = new Map(lazy.map((id) => [id, staticClosure([id], home)]));

      // The groups of the screens a part is fetched from (directly or through another part).
      const fetchedFrom = new Map<string, Set<ChunkGroup>>();
      const partGroups = (part: string): Set<ChunkGroup> => {
        const known = fetchedFrom.get(part);
        if (known) return known;
        const groups = new Set<ChunkGroup>();
        fetchedFrom.set(part, groups);
        for (const importer of dynamicImporters.get(part) ?? []) {
          for (const [chunk, modules] of loads) {
            if (!modules.has(importer)) continue;
            const group = screenGroup.get(chunk);
            if (group) groups.add(group);
            else for (const g of partGroups(chunk)) groups.add(g);
          }
        }
        return groups;
      };

      const lazySet = new Set(lazy);
      for (const id of ids) {
        if (home.has(id) || lazySet.has(id)) continue;
        const users = lazy.filter((chunk) => loads.get(chunk)!.has(id));
        if (users.length < 2) continue;
        const groups = new Set(users.flatMap((chunk) => screenGroup.get(chunk) ?? []));
        if (groups.size >= 2) {
          assigned.set(id, COMMON_CHUNK);
        } else if (groups.size === 1) {
          const group = [...groups][0]!;
          const parts = users.filter((chunk) => !screenGroup.has(chunk));
          if (parts.every((part) => [...partGroups(part)].every((g) => g === group))) assigned.set(id, group);
        }
      }
    },
  };
  const names = [...new Set([...ROUTES, NOT_FOUND_ROUTE].flatMap((route) => route.chunk ?? []))];
  const groups = names.map((name) => ({ name, test: (id: string) => assigned.get(id) === name }));
  return { plugin, groups };
}
