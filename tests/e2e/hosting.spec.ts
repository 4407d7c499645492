import { expect, test } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { platformRoutes, routePath } from '@/platform/routes';
import { ANVIL_ACCOUNT0_KEY, ANVIL_MNEMONIC } from '../../scripts/lib/local-chain.mjs';
import { entryScripts, gzipTotal, sessionChunks, staticGraph } from '../../scripts/lib/js-graph.mjs';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';

const dist = process.env.E2E_DIR ?? 'dist';

// The built output as a static host sees it: a file per route, the sub-path build, no secrets.

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

test.describe('static output', () => {
  test('has one HTML file per route, each platform file with the pre-rendered loading screen', async () => {
    for (const file of ['index.html', 'login/index.html', '404.html']) {
      await expect(readFile(join(dist, file), 'utf8')).resolves.toContain('<html');
    }
    expect(platformRoutes).toHaveLength(16);
    for (const route of platformRoutes) {
      const html = await readFile(join(dist, `${routePath(route).slice(1)}/index.html`), 'utf8');
      expect(html, route.id).toContain('Initializing Ledgerline');
      expect(html, route.id).toContain('client="only"');
    }
  });

  test('every page carries a strict CSP: hashes, no unsafe-inline, connect-src self and https/wss endpoints only', async () => {
    const pages = (await filesUnder(dist)).filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThanOrEqual(19);
    for (const page of pages) {
      const html = await readFile(page, 'utf8');
      const csp = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1];
      expect(csp, page).toBeDefined();
      expect(csp).not.toContain('unsafe-inline');
      // Users set RPC and explorer endpoints at runtime (docs/product.md#content-security-policy); no http:, no loopback.
      expect(csp).toContain("connect-src 'self' https: wss:;");
      // Only the app's pages may compile WebAssembly (the team workspace's merge engine).
      const wasm = /[\\/](platform|login)[\\/]/.test(page) ? " 'wasm-unsafe-eval'" : '';
      expect(csp).toMatch(new RegExp(`script-src 'self'${wasm}( 'sha256-[^']+')*;`));
      expect(csp).not.toContain("'unsafe-eval'");
      expect(csp).toContain("object-src 'none'");
    }
  });

  test('carries no site-absolute URL, so it works under any prefix (404.html finds its root itself)', async () => {
    const files = (await filesUnder(dist)).filter((f) => /\.(html|js)$/.test(f));
    expect(files.length).toBeGreaterThan(19);
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      expect(text, file).not.toMatch(/["'`]\/_astro\//);
      if (file.endsWith('.html') && !file.endsWith(`${dist}/404.html`))
        expect(text, file).not.toMatch(/\s(href|src|component-url|renderer-url)="\/(?!\/)/);
    }
  });

  test('the pay page loads at most 100 KB gzip upfront; the payment panel comes after', async () => {
    const pay = await staticGraph(dist, entryScripts(await readFile(join(dist, 'pay/index.html'), 'utf8')));
    expect(gzipTotal(pay.files)).toBeLessThanOrEqual(100 * 1024);
    expect([...pay.dynamic].some((url) => /\/pay-panel\.[\w-]+\.js$/.test(url))).toBe(true);
  });

  test('each platform page adds at most 60 KB gzip to the code a session has already loaded', async () => {
    const { session, sync, chunks } = await sessionChunks(dist);
    expect(session).toHaveLength(1);
    expect(sync).toHaveLength(1);
    const pages = chunks.filter((chunk) => chunk.page);
    expect(pages).toHaveLength(platformRoutes.length);
    for (const { chunk, adds } of pages) expect(adds, chunk).toBeLessThanOrEqual(60 * 1024);
  });

  test('the production build holds no key, mnemonic or dev wallet', async () => {
    const anvilKey = ANVIL_ACCOUNT0_KEY.slice(2); // without 0x: catches the key in any spelling
    const mnemonicHead = ANVIL_MNEMONIC.split(' ').slice(0, 6).join(' ');
    for (const file of await filesUnder(dist)) {
      const text = await readFile(file, 'utf8');
      expect(text, file).not.toContain(anvilKey);
      expect(text, file).not.toContain(mnemonicHead);
      expect(text, file).not.toContain('Ledgerline Dev Wallet');
      expect(text, file).not.toContain('__local-rpc');
    }
  });

  test('ships security headers and IPFS redirects for hosts that read them', async () => {
    const headers = await readFile(join(dist, '_headers'), 'utf8');
    for (const line of [
      "Content-Security-Policy: frame-ancestors 'none'",
      'X-Frame-Options: DENY',
      'X-Content-Type-Options: nosniff',
      'Referrer-Policy: strict-origin-when-cross-origin',
      'Permissions-Policy: camera=(), microphone=(), geolocation=()',
      'Cross-Origin-Opener-Policy: same-origin-allow-popups',
      'Strict-Transport-Security: max-age=',
    ]) {
      expect(headers).toContain(line);
    }
    expect(await readFile(join(dist, '_redirects'), 'utf8')).toMatch(/^\/\*\s+\/404\.html\s+404$/m);
  });
});

test.describe('sub-path build (BASE_PATH=/ledgerline/)', () => {
  let server: Awaited<ReturnType<typeof startStaticServer>>;
  test.beforeAll(async () => {
    server = await startStaticServer({ root: 'dist-base', base: '/ledgerline/' });
  });
  test.afterAll(async () => {
    await server.close();
  });

  test('every link and asset of the landing page lives under the sub-path and loads', async ({ page }) => {
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(server.url);
    await expect(page.locator('h1')).toBeVisible();
    const urls = await page.$$eval('[href], [src], [component-url], [renderer-url]', (elements) =>
      elements.flatMap((el) =>
        ['href', 'src', 'component-url', 'renderer-url']
          .map((name) => el.getAttribute(name) ?? '')
          .filter((v) => v.startsWith('/')),
      ),
    );
    expect(urls.length).toBeGreaterThan(3);
    for (const url of urls) expect(url).toMatch(/^\/ledgerline\//);
    await expect(page.getByRole('link', { name: 'Log In' }).first()).toHaveAttribute('href', '/ledgerline/login');
    expect(failed).toEqual([]);
  });

  test('a platform deep link is served from its own file under the sub-path', async ({ request }) => {
    const response = await request.get(`${server.url}platform/company`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('Initializing Ledgerline');
  });

  test('an unknown path under the sub-path goes to the sub-path home', async ({ page }) => {
    await page.goto(`${server.url}no/such/page`);
    await expect(page).toHaveURL(server.url);
  });
});
