// One lint config for the monorepo. Module boundaries keep the dependency arrows pointing one way:
// apps → features → ui/embed; libs/ui imports no other lib; nothing imports an app (see ../shared/DESIGN.md).
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/storybook-static/**', '**/.nx/**', '**/coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            {
              sourceTag: 'type:ui',
              onlyDependOnLibsWithTags: [],
              bannedExternalImports: ['swr', 'swr/*', 'react-router', 'react-router-dom', '@nuvem/*'],
            },
            {
              sourceTag: 'type:embed',
              onlyDependOnLibsWithTags: [],
              bannedExternalImports: ['@mui/*', '@emotion/*', 'swr', 'swr/*', 'react-router*', 'i18next'],
            },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: ['type:ui', 'type:embed', 'type:contract'],
            },
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: [
                'type:feature',
                'type:ui',
                'type:embed',
                'type:contract',
                'type:tooling',
              ],
            },
            // The API shares only the contract with the portal (and its tests the test tooling).
            { sourceTag: 'type:api', onlyDependOnLibsWithTags: ['type:contract', 'type:tooling'] },
            // Schemas and paths only: no lib, no framework.
            { sourceTag: 'type:contract', onlyDependOnLibsWithTags: [] },
            {
              sourceTag: 'type:test',
              onlyDependOnLibsWithTags: [
                'type:feature',
                'type:ui',
                'type:embed',
                'type:contract',
                'type:tooling',
              ],
            },
            { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: [] },
          ],
        },
      ],
    },
  },
  {
    // The portal takes types from the contract but, at run time, only its paths: the schemas stay out of the bundle.
    files: ['libs/features/src/**', 'apps/portal/src/**', 'apps/analytics/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@nuvem/api-contract',
              allowTypeImports: true,
              message: "Import values from '@nuvem/api-contract/paths'; the main entry is for types.",
            },
          ],
        },
      ],
    },
  },
  {
    // Spec §9: no console logging in production. Our libs and the portal log through the features logger
    // (libs/features/src/logging/logger.ts), which is silent in a production build.
    files: ['libs/features/src/**', 'libs/ui/src/**', 'apps/portal/src/**'],
    rules: { 'no-console': ['error', {}] },
  },
  {
    // The SDK's core is framework-free; only its React binding (src/react) may import React.
    files: ['libs/embed/src/**'],
    ignores: ['libs/embed/src/react/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*'],
              message: 'The embed core has no runtime dependencies; React belongs in @nuvem/embed/react.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tools/**', 'tests/**', '**/*.config.{ts,mjs,js}', 'apps/storybook/**'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
