import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Issue 38 item 5 (decision 050): the import rules fire. Each snippet is linted as if it were a
// file at that path, against the project's own eslint.config.js.
const eslint = new ESLint({ cwd: path.join(__dirname, '../..') });

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('one-way imports', () => {
  it('refuses a service that imports auth or routes', async () => {
    const services = 'src/server/services/staff/lint-fixture.ts';
    expect(await rulesBroken(services, "export { requireEmail } from '../../auth/access';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesBroken(services, "export { default } from '../../routes/health';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesBroken(services, "export { writeAudit } from '../audit/write-audit';\n")).toEqual([]);
  });

  it('refuses a service that reads the request or a request-wide context', async () => {
    const services = 'src/server/services/staff/lint-fixture.ts';
    expect(
      await rulesBroken(
        services,
        "import type { FastifyRequest } from 'fastify';\nexport type Q = FastifyRequest;\n",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await rulesBroken(
        services,
        "import { AsyncLocalStorage } from 'node:async_hooks';\nexport const s = new AsyncLocalStorage();\n",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await rulesBroken(
        services,
        "import type { FastifyBaseLogger } from 'fastify';\nexport type L = FastifyBaseLogger;\n",
      ),
    ).toEqual([]);
  });

  it('refuses a feature that imports another feature, and client lib that imports a feature', async () => {
    const feature = 'src/client/features/tax-declaration/lint-fixture.ts';
    expect(await rulesBroken(feature, "export { StepUpHost } from '../step-up/step-up-host';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(
      await rulesBroken(feature, "export { useMyInvitation } from '../../lib/my-invitation';\n"),
    ).toEqual([]);
    const lib = 'src/client/lib/lint-fixture.ts';
    expect(
      await rulesBroken(lib, "export { StepUpHost } from '../features/step-up/step-up-host';\n"),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuses two files that import each other, directly or through others', async () => {
    // load-submission imports pdf-files: pdf-files importing it back closes a cycle.
    const pdfFiles = 'src/server/services/pdf-files/pdf-files.ts';
    expect(
      await rulesBroken(pdfFiles, "export { previousSnapshot } from '../submission/load-submission';\n"),
    ).toContain('import-x/no-cycle');
  });
});
