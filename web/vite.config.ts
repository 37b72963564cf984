import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// An absolute root so the same config serves `npm run build -w web`, vitest's 'web' project and the
// local server, which mounts Vite in middleware mode on the same origin as /v1 (no dev proxy needed).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // React changes less often than the app: a separate chunk stays cached across deploys. Other
    // libraries are left to the route split (router.tsx loads each feature lazily): a catch-all
    // vendor group would pull every screen's libraries into the first load.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 3,
            },
          ],
        },
      },
    },
  },
});
