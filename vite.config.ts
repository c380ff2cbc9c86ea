import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pickSalonOverrides } from './src/config/salon.ts';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  define: {
    // The salon's facts are baked into the bundle and the prerendered pages at build time.
    __SALON_OVERRIDES__: JSON.stringify(pickSalonOverrides(process.env)),
  },
  build: {
    // CLIENT_DIR lets parallel test runs build into their own folders; the server reads the same variable.
    outDir: process.env.CLIENT_DIR ?? '../../dist/client',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
});
