import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BEGIN, END, describeMachine, recordFigures, updateFigures } from './figures-file.mjs';

const stamp = { date: '2026-11-25 15:00 UTC', machine: 'Linux 6.1, Test CPU, 2 cores, Node v24.0.0' };
const js = { title: 'JavaScript per page', lines: ['', 'page    gzip', '/       73.1 KB', ''] };

describe('updateFigures', () => {
  it('starts a fresh file with the printed lines verbatim, the date and the machine', () => {
    const text = updateFigures('', [js], stamp);
    expect(text).toContain(BEGIN);
    expect(text).toContain(END);
    expect(text).toContain('## JavaScript per page\n\nLast recorded 2026-11-25 15:00 UTC on Linux 6.1, Test CPU');
    expect(text).toContain('```text\npage    gzip\n/       73.1 KB\n```');
  });

  it('replaces a section of the same title and keeps the others and the text outside the block', () => {
    const first = updateFigures('', [js, { title: 'Gas', lines: ['deploy 1,000,000'] }], stamp);
    const withNotes = `${first}\n## Earlier records\n\nkept by hand\n`;
    const later = { ...stamp, date: '2026-12-01 09:30 UTC' };
    const text = updateFigures(withNotes, [{ title: 'JavaScript per page', lines: ['/       70.0 KB'] }], later);
    expect(text).toContain('/       70.0 KB');
    expect(text).not.toContain('73.1 KB');
    expect(text).toContain('Last recorded 2026-12-01 09:30 UTC');
    expect(text).toContain('deploy 1,000,000');
    expect(text).toContain('Last recorded 2026-11-25 15:00 UTC');
    expect(text.indexOf('JavaScript per page')).toBeLessThan(text.indexOf('## Gas'));
    expect(text).toMatch(/<!-- bench:end -->\n\n## Earlier records\n\nkept by hand\n$/);
  });

  it('keeps the last record of a section that printed nothing this time', () => {
    const first = updateFigures('', [js], stamp);
    expect(updateFigures(first, [{ title: 'JavaScript per page', lines: ['', '  '] }], stamp)).toBe(first);
  });

  it('is stable: writing the same figures twice gives the same file', () => {
    const once = updateFigures('', [js], stamp);
    expect(updateFigures(once, [js], stamp)).toBe(once);
  });

  it('adds the generated block after a file that has none', () => {
    const text = updateFigures('# Figures\n\nnotes\n', [js], stamp);
    expect(text.startsWith('# Figures\n\nnotes\n\n')).toBe(true);
    expect(text.indexOf('notes')).toBeLessThan(text.indexOf(BEGIN));
  });
});

describe('recordFigures', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('writes the file with the date and this machine, creating it when missing', async () => {
    dir = await mkdtemp(join(tmpdir(), 'figures-'));
    const path = join(dir, 'figures.md');
    await recordFigures(path, [js], new Date('2026-11-25T15:04:59Z'));
    const text = await readFile(path, 'utf8');
    expect(text).toContain(`Last recorded 2026-11-25 15:04 UTC on ${describeMachine()}.`);
    expect(describeMachine()).toMatch(/^\S+ \S+, .+, \d+ cores, Node v\d+/);
    await writeFile(path, text.replace('73.1 KB', '1 KB'));
    await recordFigures(path, [js], new Date('2026-11-25T16:00:00Z'));
    expect(await readFile(path, 'utf8')).toContain('73.1 KB');
  });
});
