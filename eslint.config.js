import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
);
