// docs/figures.md is written by `npm run bench`, never typed by hand: each section the bench
// printed replaces the section of the same title, stamped with the date and the machine it ran
// on, so a partial run (`--js`) updates its own section and keeps the others' last records.
// Text outside the generated block (notes, earlier hand-kept records) is left alone.
import { cpus, release, type } from 'node:os';
import { readFile, writeFile } from 'node:fs/promises';

export const BEGIN = '<!-- bench:begin (written by npm run bench; edits inside are overwritten) -->';
export const END = '<!-- bench:end -->';

const HEADER = `# Figures

Written by \`npm run bench\` (scripts/bench.mjs) each time it runs: every section is what the bench
printed, with the date and the machine it was measured on. Tests never assert on times.
`;

/** The machine a run measures on: os, cpu model, cores and node version, in one line. */
export function describeMachine() {
  const list = cpus();
  return `${type()} ${release()}, ${list[0]?.model.trim() ?? 'unknown cpu'}, ${list.length} cores, Node ${process.version}`;
}

/** Splits the generated block's markdown into its sections, keyed by title, in order. */
export function parseSections(block) {
  const sections = new Map();
  const parts = block.split(/^## /m).slice(1);
  for (const part of parts) {
    const newline = part.indexOf('\n');
    const title = (newline === -1 ? part : part.slice(0, newline)).trim();
    sections.set(title, `## ${part.trimEnd()}\n`);
  }
  return sections;
}

/** One section as markdown: the title, when and where it was recorded, the printed lines verbatim. */
export function renderSection({ title, lines }, { date, machine }) {
  const body = lines
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/^\n+|\s+$/g, '');
  return `## ${title}\n\nLast recorded ${date} on ${machine}.\n\n\`\`\`text\n${body}\n\`\`\`\n`;
}

/**
 * The new file text: `existing` (or a fresh file when empty) with each of `sections` replacing the
 * generated section of the same title (new titles are appended), the rest kept as it was.
 */
export function updateFigures(existing, sections, stamp) {
  const marked = existing.includes(BEGIN) && existing.indexOf(BEGIN) < existing.indexOf(END);
  const text = marked ? existing : `${existing.trim() || HEADER.trim()}\n\n${BEGIN}\n${END}\n`;
  const start = text.indexOf(BEGIN) + BEGIN.length;
  const end = text.indexOf(END);
  const current = parseSections(text.slice(start, end));
  for (const section of sections) {
    if (section.lines.some((line) => line.trim())) current.set(section.title, renderSection(section, stamp));
  }
  const block = [...current.values()].join('\n');
  return `${text.slice(0, start)}\n${block ? `\n${block}\n` : ''}${text.slice(end)}`;
}

/** Records the printed `sections` into the figures file at `path`, stamped with now and this machine. */
export async function recordFigures(path, sections, now = new Date()) {
  const existing = await readFile(path, 'utf8').catch((error) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  const stamp = { date: `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`, machine: describeMachine() };
  await writeFile(path, updateFigures(existing, sections, stamp));
}
