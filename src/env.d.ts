/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** true only in local mode builds (LEDGERLINE_LOCAL=1): dev wallet, same-origin RPC proxy. */
  readonly LEDGERLINE_LOCAL: boolean;
}
