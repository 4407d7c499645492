// A small sRGB ICC profile (version 2, display class), built rather than copied: PDF/A needs an output
// intent with an ICC profile, and these few hundred bytes describe sRGB's D50-adapted primaries with
// a 2.2 gamma curve, which is all a PDF of black text and QR codes needs.

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const s15 = (x: number) => u32(Math.round(x * 65536) >>> 0);
const xyz = (x: number, y: number, z: number) => [...ascii('XYZ '), 0, 0, 0, 0, ...s15(x), ...s15(y), ...s15(z)];
const pad4 = (bytes: number[]) => [...bytes, ...new Array<number>((4 - (bytes.length % 4)) % 4).fill(0)];

function desc(text: string): number[] {
  return [
    ...ascii('desc'),
    0,
    0,
    0,
    0,
    ...u32(text.length + 1),
    ...ascii(text),
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    ...new Array<number>(67).fill(0),
  ];
}

/** The profile's bytes. */
export function srgbIccProfile(): Uint8Array {
  const gamma = [...ascii('curv'), 0, 0, 0, 0, ...u32(1), 0x02, 0x33, 0, 0];
  const tags: [string, number[]][] = [
    ['desc', desc('sRGB (Ledgerline)')],
    ['cprt', [...ascii('text'), 0, 0, 0, 0, ...ascii('No copyright, use freely'), 0]],
    ['wtpt', xyz(0.9642, 1, 0.8249)],
    ['rXYZ', xyz(0.4361, 0.2225, 0.0139)],
    ['gXYZ', xyz(0.3851, 0.7169, 0.0971)],
    ['bXYZ', xyz(0.1431, 0.0606, 0.7141)],
    ['rTRC', gamma],
    ['gTRC', gamma],
    ['bTRC', gamma],
  ];
  const tableSize = 4 + tags.length * 12;
  let offset = 128 + tableSize;
  const table: number[] = [...u32(tags.length)];
  const data: number[] = [];
  for (const [tag, body] of tags) {
    const padded = pad4(body);
    table.push(...ascii(tag), ...u32(offset), ...u32(body.length));
    data.push(...padded);
    offset += padded.length;
  }
  const header = [
    ...u32(offset),
    0,
    0,
    0,
    0,
    0x02,
    0x10,
    0,
    0,
    ...ascii('mntr'),
    ...ascii('RGB '),
    ...ascii('XYZ '),
    0x07,
    0xea,
    0,
    1,
    0,
    1,
    0,
    0,
    0,
    0,
    0,
    0, // 2026-01-01 00:00:00
    ...ascii('acsp'),
    ...new Array<number>(24).fill(0),
    0,
    0,
    0,
    0, // rendering intent: perceptual
    ...s15(0.9642),
    ...s15(1),
    ...s15(0.8249),
    ...new Array<number>(48).fill(0),
  ];
  return new Uint8Array([...header, ...table, ...data]);
}
