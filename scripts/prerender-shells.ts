import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { NOT_FOUND_ROUTE, ROUTES } from '../src/shared/routes.ts';
import type { Shells } from '../src/server/route-preloads.ts';

/** Where the server finds the prerendered screens (src/server/route-preloads.ts reads it). */
export const SHELLS_FILE = path.join('.vite', 'shells.json');

/**
 * The routes whose first screen is prerendered (`prerender` in the route table): the task home,
 * the wizard's steps and the 404 page, which open on content known before any request (no name,
 * no task done, no drafts) for a visitor without a session. The other screens keep the generic
 * shell (decision 014).
 */
export const PRERENDERED = [...ROUTES, NOT_FOUND_ROUTE].filter((route) => route.prerender).map((r) => r.path);

type RenderModule = { renderFirstVisit(path: string): Promise<string> };

/**
 * After the client build: builds src/client/prerender/render.tsx for Node, renders each
 * prerendered route with it, and writes the markup to `.vite/shells.json` in the
 * client's output (not served: the static files skip dotfiles).
 */
export const prerenderShells = (): Plugin => {
  let root = '';
  let outDir = '';
  return {
    name: 'prerender-shells',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // Inside the project, so the bundle's bare imports (react, wouter...) resolve from node_modules.
      const work = fs.mkdtempSync(path.resolve(root, '../../node_modules/.prerender-'));
      try {
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          plugins: [react()],
          build: {
            ssr: path.join(root, 'prerender/render.tsx'),
            outDir: work,
            emptyOutDir: true,
            rolldownOptions: { output: { entryFileNames: 'render.mjs' } },
          },
        });
        const render = (await import(pathToFileURL(path.join(work, 'render.mjs')).href)) as RenderModule;
        const shells: Shells = { html: {} };
        for (const route of PRERENDERED) shells.html[route] = await render.renderFirstVisit(route);
        fs.mkdirSync(path.join(outDir, '.vite'), { recursive: true });
        fs.writeFileSync(path.join(outDir, SHELLS_FILE), JSON.stringify(shells));
      } finally {
        fs.rmSync(work, { recursive: true, force: true });
      }
    },
  };
};
