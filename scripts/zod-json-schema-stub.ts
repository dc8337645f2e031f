import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * zod's classic API imports its JSON-schema code (`core/to-json-schema.js` and
 * `core/json-schema-processors.js`, ~14 KB gzipped) at the top of `classic/schemas.js`, for
 * `.toJSONSchema()` and `~standard.jsonSchema`. The browser only parses and reads messages;
 * JSON Schema is the server's business (fastify-type-provider-zod, /api/docs), and the server
 * never goes through Vite. So the client build resolves those two modules to a stub with the same
 * export names: parsing and messages are untouched, and a call to a JSON-schema function throws
 * instead of silently answering something else. tests/unit/client-build.test.ts checks the built
 * client has no JSON-schema code and that every shared schema parses as it does on the server.
 */
export const STUBBED_ZOD_MODULES = ['to-json-schema.js', 'json-schema-processors.js'] as const;
const PREFIX = '\0zod-json-schema-stub:';
export const STUB_MESSAGE = 'JSON Schema is not part of the client build (scripts/zod-json-schema-stub.ts)';

/** The names a module exports (`export const|function|class name`, `export { a as b }`). */
function exportNames(source: string): string[] {
  const names = new Set<string>();
  for (const m of source.matchAll(/^export\s+(?:const|let|function|class)\s+([A-Za-z_$][\w$]*)/gm)) {
    names.add(m[1]!);
  }
  for (const m of source.matchAll(/^export\s*\{([^}]*)\}/gm)) {
    for (const part of m[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  return [...names];
}

function stubSource(realFile: string): string {
  const lines = [`const unavailable = () => { throw new Error(${JSON.stringify(STUB_MESSAGE)}); };`];
  for (const name of exportNames(fs.readFileSync(realFile, 'utf8'))) {
    // The factories run when a schema's `~standard` is read (react-hook-form's resolver does);
    // they must hand back a function, which throws only when called.
    if (/^create\w*Method$/.test(name)) lines.push(`export const ${name} = () => unavailable;`);
    else if (name === 'allProcessors') lines.push(`export const ${name} = {};`);
    else lines.push(`export const ${name} = unavailable;`);
  }
  return lines.join('\n');
}

export function zodJsonSchemaStub(): Plugin {
  return {
    name: 'zod-json-schema-stub',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/[\\/]node_modules[\\/]zod[\\/]/.test(importer)) return null;
      const file = STUBBED_ZOD_MODULES.find((name) => source.endsWith(`/${name}`));
      if (!file) return null;
      return PREFIX + path.resolve(path.dirname(importer), source);
    },
    load(id) {
      return id.startsWith(PREFIX) ? stubSource(id.slice(PREFIX.length)) : null;
    },
  };
}
