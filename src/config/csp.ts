// The app pages' script-src (their other directives come from the build config).

/**
 * The script-src sources of the app's pages (/login and /platform/*: one document, routed in the
 * browser), the only ones that may open a team workspace:
 * Automerge merges in WebAssembly, and compiling it needs 'wasm-unsafe-eval' (not 'unsafe-eval':
 * no string is ever evaluated as script). Astro adds its script hashes after these; the landing,
 * pay and 404 pages keep plain 'self' (docs/team-workspace.md).
 */
export const APP_SCRIPT_SOURCES: readonly string[] = Object.freeze(["'self'", "'wasm-unsafe-eval'"]);
