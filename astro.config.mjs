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
// ethers' code in two chunks of our choosing rather than by importer: the base every session loads
// (errors, bytes, numbers, keccak, getAddress) and the signature check (typed data, secp256k1).
// /pay verifies an invoice's signature and the platform a merged Safe signature; left to the
// bundler, the signature code splits by who imports which piece into five chunks, and their
// boundaries put /pay over its 100 KB (docs/architecture.md#hosting, "Chunks").
const ETHERS_BASE =
  /node_modules[\\/](ethers[\\/]lib\.esm[\\/](_version|utils[\\/](properties|errors|data|maths|utf8)|crypto[\\/]keccak|address[\\/]address|hash[\\/]id)\.js|@noble[\\/]hashes[\\/]esm[\\/](_assert|crypto|utils|_u64|sha3)\.js)/;
const ETHERS_SIGNATURE =
  /node_modules[\\/](ethers[\\/]lib\.esm[\\/](hash[\\/]typed-data|crypto[\\/](signature|signing-key)|constants[\\/]hashes|transaction[\\/]address)\.js|@noble[\\/]curves[\\/]|@noble[\\/]hashes[\\/]esm[\\/](hmac|_sha2|sha256)\.js)/;

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
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'ethers-base', test: ETHERS_BASE, priority: 20 },
              { name: 'ethers-signature', test: ETHERS_SIGNATURE, priority: 10 },
            ],
          },
        },
      },
    },
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
