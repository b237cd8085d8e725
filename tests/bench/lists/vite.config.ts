import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A production build, as users get it: React's development checks would distort the timings.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: 'dist', emptyOutDir: true },
});
