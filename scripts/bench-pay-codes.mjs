// Pay codes from paper: each code an issued invoice prints (scripts/bench/pay-codes-bench.ts), its
// length, QR version and width in modules with the quiet zone, the module size printed 40 mm wide
// and drawn on screen (the Client page's 192 px, Mail's 4 px a module), against the goal (at most
// version 10, at least 0.5 mm a module), and whether zbarimg (Debian's zbar-tools) reads it drawn at
// the Client page's on-screen size. The long link, the code printed before, is shown for comparison.
// Usage: node scripts/bench-pay-codes.mjs
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { importBenchBundle } from './lib/bench-bundle.mjs';

const PRINTED_MM = 40;
const SCREEN_PX = 192;
const CSS_PX_PER_MM = 96 / 25.4;

/** CRC-32 of PNG chunks. */
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
};

/** A greyscale PNG of `matrix` drawn `px` pixels wide, each pixel the module under its centre (crisp edges). */
function qrPng(matrix, px) {
  const n = matrix.length;
  const rows = [];
  for (let y = 0; y < px; y += 1) {
    const row = Buffer.alloc(px + 1); // filter byte 0, then one grey byte a pixel
    const my = Math.floor(((y + 0.5) * n) / px);
    for (let x = 0; x < px; x += 1) row[x + 1] = matrix[my][Math.floor(((x + 0.5) * n) / px)] ? 0 : 255;
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(px, 0);
  header.writeUInt32BE(px, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Whether zbarimg reads exactly `text` from the PNG; null when zbarimg is not installed. */
async function zbarReads(dir, png, text) {
  const file = join(dir, 'code.png');
  await writeFile(file, png);
  try {
    const out = execFileSync('zbarimg', ['--quiet', '--raw', '-Sdisable', '-Sqrcode.enable', file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.replace(/\n$/, '') === text;
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    return false; // exit status 4: no code found
  }
}

const bundle = await importBenchBundle('scripts/bench/pay-codes-bench.ts');
const dir = await mkdtemp(join(tmpdir(), 'ledgerline-bench-qr-'));
try {
  const figures = await bundle.module.payCodeFigures();
  const cells = (values) => values.map((v, i) => String(v).padEnd([34, 7, 10, 9, 11, 11, 10, 8][i] ?? 8)).join('');
  console.log(
    `Codes of a signed invoice (two lines, notes; chain 1) at ${PRINTED_MM} mm printed and ${SCREEN_PX} px on screen:`,
  );
  console.log(cells(['code', 'chars', 'version', 'modules', 'mm printed', 'px screen', 'zbarimg', 'result']));
  for (const f of figures) {
    const modules = f.matrix.length; // quiet zone included
    const version = (modules - 8 - 17) / 4;
    const mm = PRINTED_MM / modules;
    const read = await zbarReads(dir, qrPng(f.matrix, SCREEN_PX), f.text);
    const ok = f.printable !== null && version <= 10 && mm >= 0.5;
    const goal = f.code.startsWith('long') ? '(link only)' : ok ? 'PASS' : 'FAIL';
    console.log(
      cells([
        `${f.invoice}: ${f.code}`,
        f.text.length,
        `${version} ${f.printable?.ecc ?? 'M'}`,
        modules,
        mm.toFixed(2),
        (SCREEN_PX / modules).toFixed(2),
        read === null ? 'missing' : read ? 'reads' : 'no',
        goal,
      ]),
    );
  }
  console.log(
    `(goal: QR version ≤ 10 and ≥ 0.5 mm a module printed, quiet zone counted; on screen the Client page draws ${SCREEN_PX} px = ${(SCREEN_PX / CSS_PX_PER_MM).toFixed(1)} mm, Mail 4 px a module; zbarimg reads a ${SCREEN_PX} px PNG drawn module by module; tests/e2e/pay-qr.spec.ts and mail.spec.ts decode the codes the pages draw)`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
  await bundle.dispose();
}
