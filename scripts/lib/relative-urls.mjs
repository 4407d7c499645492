// The post-build step that makes one dist/ work under any prefix (docs/architecture.md#hosting):
// every site-absolute URL Astro writes into the HTML becomes relative to the file it sits in.
// The JavaScript needs no rewrite: Vite emits its chunk, worker and CSS URLs relative to the
// importing module (renderBuiltUrl in astro.config.mjs).
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The attributes that hold a URL in Astro's output (links, icons, scripts, the islands' modules). */
const URL_ATTRIBUTE =
  /(\s(?:href|src|srcset|action|poster|component-url|renderer-url|before-hydration-url)=")(\/(?!\/)[^"]*)"/g;

/**
 * Rewrites a site-absolute URL ('/login?x#y') into one relative to an HTML file `depth` folders
 * below the root; a path that is a folder with an index gets its trailing slash, so the page it
 * opens resolves its own relative URLs against the right folder.
 * @param {string} url
 * @param {{ depth: number, isDirectory: (path: string) => boolean }} options
 * @returns {string}
 */
export function relativeUrl(url, { depth, isDirectory }) {
  const cut = url.search(/[?#]/);
  const path = (cut === -1 ? url : url.slice(0, cut)).replace(/^\/+/, '');
  const suffix = cut === -1 ? '' : url.slice(cut);
  const folder = path !== '' && !path.endsWith('/') && isDirectory(path) ? `${path}/` : path;
  const up = depth > 0 ? '../'.repeat(depth) : './';
  return `${up}${folder}${suffix}`;
}

/**
 * Rewrites every site-absolute URL attribute of one HTML file (inline scripts and styles are left
 * byte for byte, so the CSP's hashes still match).
 * @param {string} html
 * @param {{ depth: number, isDirectory: (path: string) => boolean }} options
 * @returns {string}
 */
export function relativizeHtml(html, options) {
  return html.replace(URL_ATTRIBUTE, (_match, head, url) => `${head}${relativeUrl(url, options)}"`);
}

/**
 * Rewrites every HTML file of a built site except 404.html, which a host serves at any depth:
 * it carries no asset URL and finds the root itself (src/pages/404.astro).
 * @param {string} root the output folder
 * @returns {Promise<number>} how many files were rewritten
 */
export async function relativizeSite(root) {
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  const pages = entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
  const isDirectory = (/** @type {string} */ path) => existsSync(join(root, path, 'index.html'));
  let rewritten = 0;
  for (const page of pages) {
    const below = relative(root, page);
    if (below === '404.html') continue;
    const folder = relative(root, dirname(page));
    const depth = folder === '' ? 0 : folder.split(sep).length;
    const html = await readFile(page, 'utf8');
    const next = relativizeHtml(html, { depth, isDirectory });
    if (next.includes('"/_astro/')) throw new Error(`${below}: an absolute asset URL is left after the rewrite`);
    if (next !== html) {
      await writeFile(page, next);
      rewritten += 1;
    }
  }
  return rewritten;
}

/**
 * The Astro integration: after a build at the root base, every HTML file gets relative URLs.
 * A BASE_PATH build keeps its absolute URLs (for hosts that serve a folder's index without
 * redirecting to the trailing-slash form, where relative URLs cannot work for nested pages).
 * @returns {import('astro').AstroIntegration}
 */
export function relativeUrls() {
  let base = '/';
  return {
    name: 'ledgerline:relative-urls',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base;
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (base !== '/') {
          logger.info(`base ${base}: URLs stay absolute`);
          return;
        }
        const count = await relativizeSite(fileURLToPath(dir));
        logger.info(`relative URLs in ${count} HTML files`);
      },
    },
  };
}
