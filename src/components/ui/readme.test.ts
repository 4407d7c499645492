import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The kit's README is its catalogue: every module of the kit and every component, hook and function
// it exports is named there, so a newcomer finds a piece by reading the README, not the folder.
const KIT = join(process.cwd(), 'src/components/ui');
const README = readFileSync(join(KIT, 'README.md'), 'utf8');
/** Internal to the kit (the import rule keeps it so): not part of the catalogue. */
const INTERNAL = new Set(['kit-classes.ts']);

const modules = readdirSync(KIT).filter(
  (name) => /\.tsx?$/.test(name) && !/\.(test|testing)\.tsx?$/.test(name) && !INTERNAL.has(name),
);

/** A module's exported components, hooks, functions and classes (constants in capitals are details). */
function exportedNames(source: string): string[] {
  return [...source.matchAll(/^export (?:async )?(?:function|const|class) ([A-Za-z_][A-Za-z0-9_]*)/gm)]
    .map((match) => match[1]!)
    .filter((name) => !/^[A-Z0-9_]+$/.test(name));
}

describe('the kit README', () => {
  it('names every module of the kit', () => {
    const missing = modules.filter((name) => !README.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });

  it('names every component, hook and function the kit exports', () => {
    const missing = modules.flatMap((name) =>
      exportedNames(readFileSync(join(KIT, name), 'utf8'))
        .filter((exported) => !new RegExp(`\\b${exported}\\b`).test(README))
        .map((exported) => `${name}: ${exported}`),
    );
    expect(missing).toEqual([]);
  });
});
