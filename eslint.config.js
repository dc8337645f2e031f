import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import noUntranslatedText from './scripts/eslint/no-untranslated-text.js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

// One-way imports (decision 050): each zone names a folder and the folders it may not import.
const features = 'src/client/features';
const featureNames = fs.readdirSync(features, { withFileTypes: true }).filter((d) => d.isDirectory());
const zones = [
  {
    target: 'src/server/services',
    from: ['src/server/auth', 'src/server/routes'],
    message:
      'Services are called by routes and auth, never the other way: pass the actor, network or device in.',
  },
  {
    target: 'src/client/lib',
    from: features,
    message: 'Client lib is below the features: move the shared piece into src/client/lib or components.',
  },
  ...featureNames.map((d) => ({
    target: `${features}/${d.name}`,
    from: features,
    except: [`./${d.name}`],
    message:
      'A feature does not import another feature: move the shared piece into src/client/lib or components.',
  })),
];

/**
 * The hire's screens (issue 43, decision 110): no visible English written into the markup; every
 * word comes through a key (t() or <Trans>), so each language has it. A folder or file joins this
 * list when its strings have moved to shared/locales; by the end every hire-facing one is here.
 */
const HIRE_FACING = [
  'src/client/components/ui/hire-header.tsx',
  'src/client/components/ui/language-switch.tsx',
  'src/client/components/ui/legal-text.tsx',
  // signatures (issue 43 item 4)
  'src/client/components/ui/signature-field.tsx',
  'src/client/components/ui/signature-pad.tsx',
  'src/client/features/task-home/home-header.tsx',
  // wizard (issue 43): the Personal Information wizard and the form fields it shows
  'src/client/features/personal-information/**/*.tsx',
  'src/client/pages/wizard/**/*.tsx',
  'src/client/components/ui/field.tsx',
  'src/client/components/ui/input-field.tsx',
  'src/client/components/ui/select-field.tsx',
  'src/client/components/ui/radio-group-field.tsx',
  'src/client/components/ui/checkbox-field.tsx',
  'src/client/components/ui/switch-field.tsx',
  'src/client/components/ui/textarea-field.tsx',
  'src/client/components/ui/text-field.tsx',
  'src/client/components/ui/tfn-field.tsx',
  'src/client/components/ui/save-line.tsx',
  'src/client/components/ui/progress-bar.tsx',
  // tax declaration and super choice (issue 43)
  'src/client/components/ui/legal-choice.tsx',
  'src/client/features/tax-declaration/**/*.tsx',
  'src/client/features/superfund-choice/**/*.tsx',
  'src/client/pages/tax-declaration-page.tsx',
  'src/client/pages/superfund-choice-page.tsx',
  // home, access and the shared ui components (issue 43)
  'src/client/features/task-home/**/*.tsx',
  'src/client/features/emailed-link/**/*.tsx',
  'src/client/features/sign-out/**/*.tsx',
  'src/client/features/step-up/**/*.tsx',
  'src/client/components/email-proof/**/*.tsx',
  'src/client/pages/home-page.tsx',
  'src/client/pages/success-page.tsx',
  'src/client/pages/changes-page.tsx',
  'src/client/pages/not-found-page.tsx',
  'src/client/pages/invite-page.tsx',
  'src/client/pages/confirm-email-page.tsx',
  'src/client/pages/welcome-page.tsx',
  'src/client/components/ui/toast.tsx',
  'src/client/components/ui/toaster-host.tsx',
  'src/client/components/ui/offline-banner.tsx',
  'src/client/components/ui/dialog.tsx',
  'src/client/components/ui/dialog-actions.tsx',
  'src/client/components/ui/confirm-dialog.tsx',
  'src/client/components/ui/completed-task-dialog.tsx',
  'src/client/components/ui/record-view-dialog.tsx',
  'src/client/components/ui/hr-asked-notice.tsx',
  'src/client/components/ui/missing-tickets-notice.tsx',
  'src/client/components/ui/page-loading.tsx',
  'src/client/components/ui/chunk-error-boundary.tsx',
  'src/client/components/ui/simple-page.tsx',
  'src/client/components/ui/empty-state.tsx',
  'src/client/components/ui/button.tsx',
  'src/client/components/ui/link-button.tsx',
  'src/client/components/ui/badge.tsx',
  'src/client/components/ui/detail-list.tsx',
  'src/client/components/ui/date-time-text.tsx',
  // read-and-sign screens and the employer's documents (issue 43 items 1-3, decision 115)
  'src/client/features/document-acknowledgment/**/*.tsx',
  'src/client/features/employer-document/**/*.tsx',
  'src/client/pages/read-and-sign-page.tsx',
  'src/client/pages/document-page.tsx',
  'src/client/components/ui/document-questions.tsx',
  'src/client/components/ui/understand-choice.tsx',
];

export default tseslint.config(
  { ignores: ['dist', 'data', '.e2e-data*', 'drizzle', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      // No two files import each other, directly or through others. Type-only imports are not
      // counted (they are erased before anything runs); dynamic import() is.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/server/services/**/*.ts'],
    rules: {
      // A service is told who acts, from where and with which browser (decision 050): it reads
      // no request and no request-wide context.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'node:async_hooks', message: 'Pass the acting admin (or what the service needs) in.' },
            {
              name: 'fastify',
              importNames: ['FastifyRequest', 'FastifyReply'],
              message: 'Services take plain values: read the request in the route or in auth/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The client never imports the server (docs/ARCHITECTURE.md).
      'no-restricted-imports': ['error', { patterns: ['**/server/**'] }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      // Shared code runs in both Node and the browser: no server or client imports.
      'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/client/**', 'node:*'] }],
    },
  },
  {
    files: ['tests/unit/**/*.ts', 'tests/api/**/*.ts', 'tests/fixtures/**/*.ts'],
    rules: {
      // Vitest keeps each worker's modules from file to file (isolate: false, vitest.config.ts):
      // a mocked module or a changed environment would reach the next test file.
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubEnv', 'stubGlobal'].map((property) => ({
          object: 'vi',
          property,
          message: 'Test files share modules (isolate: false): pass what the test needs instead.',
        })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "AssignmentExpression > MemberExpression.left[object.object.name='process'][object.property.name='env'], UnaryExpression[operator='delete'] > MemberExpression[object.object.name='process'][object.property.name='env']",
          message: 'Test files share a process (isolate: false): pass an env to createTestApp instead.',
        },
      ],
    },
  },
  {
    files: HIRE_FACING,
    plugins: { i18n: { rules: { 'no-untranslated-text': noUntranslatedText } } },
    rules: { 'i18n/no-untranslated-text': 'error' },
  },
);
