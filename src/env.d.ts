/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** true only in local mode builds (LEDGERLINE_LOCAL=1): dev wallet, same-origin RPC proxy. */
  readonly LEDGERLINE_LOCAL: boolean;
  /** true only in the update test's build B (LEDGERLINE_TEST_SCHEMA_STEP=1): one schema version more (schema-versions.ts). */
  readonly LEDGERLINE_TEST_SCHEMA_STEP?: boolean;
  /** The build's CSP connect-src sources (space-separated), e.g. `'self' https: wss:`; undefined outside Vite builds. */
  readonly PUBLIC_CONNECT_SRC?: string;
  /** The IPFS gateway the pay page fetches a short link's invoice from (`https://ipfs.io` when unset). */
  readonly PUBLIC_IPFS_GATEWAY?: string;
}
