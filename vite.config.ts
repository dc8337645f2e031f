import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { precompressDir } from './scripts/precompress';
import { prerenderShells } from './scripts/prerender-shells';
import { zodJsonSchemaStub } from './scripts/zod-json-schema-stub';

/** Brotli and gzip twins of every built text file, served as they are by @fastify/static. */
const precompress = (): Plugin => {
  let outDir = path.resolve('dist/client');
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
};

/**
 * The modules the task home loads statically (main.tsx, the app it starts, start.tsx, and what
 * they import), filled once the module graph is known. The chunk groups below never take one of
 * them, or the home would have to fetch a group to start.
 */
const homeModules = new Set<string>();
const homeGraph = (): Plugin => ({
  name: 'home-graph',
  apply: 'build',
  buildEnd() {
    homeModules.clear();
    const stack = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
    while (stack.length) {
      const id = stack.pop()!;
      if (homeModules.has(id)) continue;
      homeModules.add(id);
      const info = this.getModuleInfo(id);
      stack.push(...(info?.importedIds ?? []));
      // main.tsx starts the app (vendor.ts, then start.tsx) once the page has painted.
      if (/src[\\/]client[\\/]main\.tsx$/.test(id)) stack.push(...(info?.dynamicallyImportedIds ?? []));
    }
  },
});

const notHome = (pattern: RegExp) => (id: string) => pattern.test(id) && !homeModules.has(id);

/**
 * Chunks a screen loads on top of the home, in at most three requests (issue 13). Without
 * groups the bundler made one file per shared module: a wizard step fetched 12 to 16 of them.
 * - forms: the form runtime every form screen needs (zod/mini, react-hook-form and its zod
 *   resolver, the shared schemas and validators, the wizard's frame, drafts and step form hook)
 *   and the small components and helpers the lazy screens share (fields, links, the pad): every
 *   screen that used one of the two loaded the other, so they are one file. ~36 KB gz;
 * - tax-super: what the tax and super screens share with the home's view dialogs (their
 *   schemas, validators and summaries), kept out of `forms` so a wizard step does not load it;
 * - read-and-sign: the three document screens' feature.
 * A wizard step is then its page and `forms` (the confirmation also preloads its pad's library);
 * tax, super and the documents add their group.
 * A group takes only what its pattern names (not their imports, which include React). Each
 * screen's own code stays in its lazy chunk; dialogs keep theirs (Radix), fetched when one opens.
 */
const CHUNK_GROUPS = [
  {
    name: 'tax-super',
    priority: 40,
    test: notHome(
      new RegExp(
        [
          String.raw`shared[\/]schemas[\/](tax-declaration|superfund-choice)\.ts$`,
          String.raw`shared[\/](super-rate|validators[\/](abn|usi|tfn))\.ts$`,
          String.raw`features[\/](tax-declaration[\/](tax-summary|tax-format|tax-api)|superfund-choice[\/](superfund-summary|superfund-api))\.tsx?$`,
          String.raw`lib[\/]use-mark-task-editing\.ts$`,
          String.raw`components[\/]ui[\/]tfn-field\.tsx$`,
        ].join('|'),
      ),
    ),
  },
  {
    name: 'forms',
    priority: 30,
    test: notHome(
      new RegExp(
        [
          String.raw`node_modules[\/](zod|react-hook-form|@hookform[\/]resolvers)[\/]`,
          String.raw`src[\/]shared[\/](?!schemas[\/](admin|notification-recipient|policy-document)\.ts$)`,
          String.raw`personal-information[\/](form-values|send-multipart|step-nav|use-company-name|use-draft-photo|use-drafts|use-mark-editing|use-step-form|use-step-source|wizard-layout|wizard-step)\.tsx?$`,
          String.raw`lib[\/](member-fields|member-format|draft-autosave|use-autosave|use-form-autosave)\.ts$`,
          // The small components and helpers the lazy screens share (fields, links, the pad):
          // every screen that loads one of them loads the form runtime too, so one file, not two.
          String.raw`components[\/]ui[\/](badge|checkbox-field|detail-list|field|input-field|select-field|text-field|textarea-field|radio-group-field|switch-field|progress-bar|link-button|task-page-layout|simple-page|signature-pad|save-line)\.tsx$`,
          String.raw`lib[\/](edit-mode|error-message|team-member|format-date|admin-session)\.ts$`,
        ].join('|'),
      ),
    ),
  },
  { name: 'read-and-sign', priority: 20, test: notHome(/features[\\/]document-acknowledgment[\\/]/) },
];

// The client lives in src/client and builds into dist/client, which the Fastify server serves.
export default defineConfig({
  root: 'src/client',
  plugins: [zodJsonSchemaStub(), homeGraph(), react(), tailwindcss(), prerenderShells(), precompress()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // The server writes each route's modulepreload links into index.html (src/server/spa.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // A group must not take its modules' imports along: those include the home's (React).
        codeSplitting: { groups: CHUNK_GROUPS.map((g) => ({ ...g, includeDependenciesRecursively: false })) },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
    },
  },
});
