import { ESLint } from 'eslint';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The dependency arrows of the design card, proven against the real lint config: each probe is linted
 * as if it were a file of the named project, and must (or must not) be reported.
 */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

beforeAll(() => {
  // The boundary rule reads Nx's cached project graph; make sure it exists (a fresh clone has none).
  execFileSync('npx', ['nx', 'show', 'projects'], { cwd: root, stdio: 'ignore' });
});

async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === '@nx/enforce-module-boundaries' || m.ruleId === 'no-restricted-imports')
    .map((m) => m.ruleId);
}

test.each([
  ['libs/ui/src/Probe.ts', "import { useSWRConfig } from 'swr';", 'ui importing swr'],
  ['libs/ui/src/Probe.ts', "import { Link } from 'react-router-dom';", 'ui importing the router'],
  ['libs/ui/src/Probe.ts', "import { SDK_VERSION } from '@nuvem/embed';", 'ui importing another lib'],
  ['libs/features/src/Probe.ts', "import '@nuvem/portal';", 'a lib importing an app'],
  ['libs/embed/src/Probe.ts', "import { useState } from 'react';", 'the embed core importing React'],
  ['libs/embed/src/Probe.ts', "import Button from '@mui/material/Button';", 'the embed core importing MUI'],
  ['apps/api/src/Probe.ts', "import { Footer } from '@nuvem/ui';", 'the API importing the design system'],
  [
    'apps/api/src/Probe.ts',
    "import { createApiClient } from '@nuvem/features';",
    'the API importing features',
  ],
  ['libs/api-contract/src/Probe.ts', "import { Footer } from '@nuvem/ui';", 'the contract importing a lib'],
  [
    'libs/features/src/Probe.ts',
    "import { ErrorSchema } from '@nuvem/api-contract';",
    'the portal taking schemas (values) from the contract',
  ],
])('%s: %s is refused (%s)', async (file, code) => {
  expect(await problems(file, `${code}\nexport {};\n`)).not.toEqual([]);
});

test.each([
  ['libs/features/src/Probe.ts', "import { Footer } from '@nuvem/ui';"],
  ['libs/features/src/Probe.ts', "import { SDK_VERSION } from '@nuvem/embed';"],
  ['apps/portal/src/Probe.ts', "import { Footer } from '@nuvem/ui';"],
  ['libs/ui/src/Probe.ts', "import Button from '@mui/material/Button';"],
  ['apps/api/src/Probe.ts', "import { errorCodes } from '@nuvem/api-contract';"],
  ['libs/features/src/Probe.ts', "import type { UserInfo } from '@nuvem/api-contract';"],
  ['libs/features/src/Probe.ts', "import { fillPath } from '@nuvem/api-contract/paths';"],
  // A form's schema, for the lazy screen that holds the form (useSchemaForm).
  ['libs/features/src/Probe.ts', "import { preferenceDataSchemas } from '@nuvem/api-contract/forms';"],
])('%s: %s is allowed', async (file, code) => {
  expect(await problems(file, `${code}\nexport {};\n`)).toEqual([]);
});
