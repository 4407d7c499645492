// How much of the platform shell's JavaScript is the UI kit (src/components/ui). The built chunks
// carry no module names, so the shell's entry (src/platform/app.tsx) is bundled again with esbuild
// (minified, packages external, lazy pages split off as Vite does) and its metafile says how many
// output bytes each source file contributes to the shell's own chunk.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Bytes of the shell entry's own output by source area, and the kit's share of it.
 * @param {string} entry e.g. 'src/platform/app.tsx'
 * @returns {Promise<{ total: number, kit: number, kitGzip: number, totalGzip: number, kitFiles: string[] }>}
 */
export async function kitShare(entry = 'src/platform/app.tsx') {
  const outdir = await mkdtemp(join(tmpdir(), 'kit-share-'));
  try {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      metafile: true,
      packages: 'external',
      jsx: 'automatic',
      outdir,
      logLevel: 'silent',
      loader: { '.css': 'empty', '.svg': 'empty' },
      // Vite's `?url` imports (the PDF fonts) are asset URLs, not code: left out like CSS.
      plugins: [
        {
          name: 'vite-url',
          setup: (b) => b.onResolve({ filter: /\?url$/ }, (a) => ({ path: a.path, external: true })),
        },
      ],
      define: { 'import.meta.env.LEDGERLINE_LOCAL': 'false', 'import.meta.env.PUBLIC_CONNECT_SRC': '""' },
    });
    const outputs = result.metafile.outputs;
    const [entryPath] = Object.entries(outputs).find(([, out]) => out.entryPoint === entry);
    // The shell is the entry's output and every chunk it imports statically (shared chunks
    // included); lazy pages are dynamic imports and stay out.
    const shell = new Set();
    const queue = [entryPath];
    while (queue.length) {
      const path = queue.shift();
      if (shell.has(path)) continue;
      shell.add(path);
      for (const imported of outputs[path].imports)
        if (imported.kind === 'import-statement' && outputs[imported.path]) queue.push(imported.path);
    }
    let total = 0;
    let kit = 0;
    let text = '';
    const kitFiles = new Set();
    for (const path of shell) {
      total += outputs[path].bytes;
      text += await readFile(path, 'utf8');
      for (const [input, { bytesInOutput }] of Object.entries(outputs[path].inputs)) {
        if (!input.startsWith('src/components/ui/')) continue;
        kit += bytesInOutput;
        kitFiles.add(input.replace('src/components/ui/', ''));
      }
    }
    // The kit's gzip share is estimated in proportion to its raw share of the shell.
    const totalGzip = gzipSync(text, { level: 9 }).length;
    return { total, kit, totalGzip, kitGzip: Math.round((kit / total) * totalGzip), kitFiles: [...kitFiles].sort() };
  } finally {
    await rm(outdir, { recursive: true, force: true });
  }
}
