import { configDefaults, defineConfig } from 'vitest/config';

// dist/ holds the built package (tests/packaging tests it); only src is tested here.
export default defineConfig({
  test: { environment: 'node', globals: true, exclude: [...configDefaults.exclude, 'dist/**'] },
});
