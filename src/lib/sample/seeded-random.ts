// A small seeded pseudo-random generator (mulberry32): the sample company must be the same every
// time for one seed, so nothing in the plan reads Math.random or crypto.
export type Random = () => number;

/** A generator of numbers in [0, 1) fully determined by `seed`. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** An integer in [min, max] from `random`. */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** `bytes` bytes of lower-case hex (0x-prefixed) from `random`. */
export function randomHex(random: Random, bytes: number): string {
  let out = '0x';
  for (let i = 0; i < bytes; i += 1) out += randomInt(random, 0, 255).toString(16).padStart(2, '0');
  return out;
}

/** A version-4-shaped UUID from `random` (a record id that looks like the stores' own). */
export function randomUuid(random: Random): string {
  const hex = randomHex(random, 16).slice(2).split('');
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
