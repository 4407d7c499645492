// Calendar figures: the month view with 10,000 own events (items placed in the company's zone, then
// rendered by the page's components) and the .ics export and re-import of 10,000 events.
// Bundles scripts/bench/calendar-bench.ts with esbuild and runs it in Node. Usage: node scripts/bench-calendar.mjs [events...]
import { importBenchBundle } from './lib/bench-bundle.mjs';

const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const bundle = await importBenchBundle('scripts/bench/calendar-bench.ts', {
  jsx: 'automatic',
  // react-dom/server is CommonJS and requires Node built-ins: give the ESM bundle a require.
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
});
try {
  const { benchCalendar } = bundle.module;
  const ms = (n) => `${n.toFixed(0)} ms`;
  const mb = (n) => `${(n / 1024 / 1024).toFixed(2)} MB`;
  for (const events of sizes.length ? sizes : [10_000]) {
    const f = benchCalendar(events);
    console.log(`${f.events.toLocaleString('en')} own events (Node, one run each):`);
    console.log(
      `  month view: items ${ms(f.ms.items)} (${f.itemsInMonth.toLocaleString('en')} in the grid's weeks), render ${ms(f.ms.render)} (${mb(f.bytes.html)} of markup)`,
    );
    console.log(
      `  .ics: export ${ms(f.ms.export)} (${mb(f.bytes.ics)}), import ${ms(f.ms.import)} (${f.imported.toLocaleString('en')} read, ${f.importErrors} errors)`,
    );
  }
} finally {
  await bundle.dispose();
}
