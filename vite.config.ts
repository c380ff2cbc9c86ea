import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { pickSalonOverrides } from './src/config/salon.ts';

const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * The Thai and Chinese faces (src/client/lib/language-fonts.ts) are drawn only if they are there at once
 * (`font-display: optional`): every phone has a Thai and a Chinese font, so a first visit reads in the
 * system's and nothing moves when ours arrives; the next page, from the cache, is in ours
 * (docs/decisions/177). fontsource writes `swap`, which moved text after the first paint.
 */
function optionalScriptFonts(): Plugin {
  return {
    name: 'optional-script-fonts',
    transform(code, id) {
      if (!/@fontsource(-variable)?\/noto-(sans|serif)-(thai|sc)\/.*\.css$/.test(id)) return null;
      return { code: code.replaceAll('font-display: swap', 'font-display: optional'), map: null };
    },
  };
}

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), optionalScriptFonts()],
  define: {
    // The salon's facts are baked into the bundle and the prerendered pages at build time.
    __SALON_OVERRIDES__: JSON.stringify(pickSalonOverrides(process.env)),
  },
  build: {
    // CLIENT_DIR lets parallel test runs build into their own folders; the server reads the same variable.
    // An empty CLIENT_DIR counts as unset: as an output folder it would be the source folder, which vite empties.
    outDir: process.env.CLIENT_DIR || '../../dist/client',
    emptyOutDir: true,
    assetsDir: 'assets',
    // Fonts are always files: the CSP allows fonts from 'self' only, never data: URLs (Vite inlines small
    // assets, such as some of the Chinese font's slices, otherwise).
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
    sourcemap: false,
    // Which chunks each lazily loaded page needs: scripts/prerender.ts preloads them on that page (never served:
    // static-site.ts refuses prerendered/).
    manifest: 'prerendered/manifest.json',
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
});
