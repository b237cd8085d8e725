import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { defineConfig } from 'vite';

// Production builds, as users get them (React's development checks would distort the timings): the
// keystroke page (ours and the stock-MUI peer) and the peer's embedding page (powerbi-client).
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      input: {
        list: join(import.meta.dirname, 'list.html'),
        embed: join(import.meta.dirname, 'embed.html'),
      },
    },
  },
});
