import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy… and waitFor wait up to 5 s: a machine busy with a parallel build does not fail them for being slow.
configure({ asyncUtilTimeout: 5000 });
