// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { connectSources, cspDirectives, siteBase } from './scripts/lib/site-config.mjs';
import { relativeUrls } from './scripts/lib/relative-urls.mjs';
import { offlineApp } from './scripts/lib/offline/integration.mjs';

// One build for every static host: plain CDN, any sub-path or IPFS (a path gateway's /ipfs/<cid>/
// included): relative URLs in the HTML (relativeUrls, after the build) and in the JavaScript (renderBuiltUrl).
// BASE_PATH=/sub/ still builds absolute URLs under that sub-path (docs/architecture.md#hosting).
// LEDGERLINE_LOCAL=1 is the newcomer's local mode (dev wallet, loopback RPC); never in production.
export default defineConfig({
  output: 'static',
  outDir: process.env.OUT_DIR ?? 'dist',
  base: siteBase(process.env.BASE_PATH),
  trailingSlash: 'ignore',
  // No markdown here; Shiki's inline styles would fight the CSP.
  markdown: { syntaxHighlight: false },
  // CSS is inlined: one render-blocking request less on a slow phone (Lighthouse), hashed by the CSP.
  build: { format: 'directory', assets: '_astro', inlineStylesheets: 'always' },
  // offlineApp() hashes the HTML as served, so it runs after relativeUrls() (hooks run in order).
  integrations: [react(), relativeUrls(), offlineApp()],
  vite: {
    plugins: [tailwindcss()],
    // Chunk, worker and CSS URLs inside the JavaScript resolve against the importing module.
    experimental: { renderBuiltUrl: (_file, { hostType }) => (hostType === 'js' ? { relative: true } : undefined) },
    define: {
      'import.meta.env.LEDGERLINE_LOCAL': JSON.stringify(process.env.LEDGERLINE_LOCAL === '1'),
      // Only the update test's build B (scripts/test-all.mjs, dist-next): one schema version more.
      'import.meta.env.LEDGERLINE_TEST_SCHEMA_STEP': JSON.stringify(process.env.LEDGERLINE_TEST_SCHEMA_STEP === '1'),
      // The CSP's connect-src, so Network settings can refuse an endpoint the page could not reach.
      'import.meta.env.PUBLIC_CONNECT_SRC': JSON.stringify(
        connectSources({
          local: process.env.LEDGERLINE_LOCAL === '1',
          extraConnectSrc: process.env.CSP_CONNECT_SRC,
        }).join(' '),
      ),
    },
  },
  security: {
    csp: {
      algorithm: 'SHA-256',
      directives: cspDirectives({
        local: process.env.LEDGERLINE_LOCAL === '1',
        extraConnectSrc: process.env.CSP_CONNECT_SRC,
      }),
    },
  },
});
