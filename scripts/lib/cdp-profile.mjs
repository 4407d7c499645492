// A CPU profile of the page while `work` runs (DevTools protocol), printed as JavaScript self time
// by function and the share of the main thread left idle: where a bench step's time goes.
import { writeFileSync } from 'node:fs';

/** Runs `work` with the page's CPU profiled, prints the top functions by self time, returns its result. */
export async function profileDuring(page, label, work) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  const result = await work();
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.detach();
  // BENCH_PROFILE_OUT=<file> keeps the whole profile (samples with their times) to read it by time.
  if (process.env.BENCH_PROFILE_OUT) writeFileSync(process.env.BENCH_PROFILE_OUT, JSON.stringify(profile));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const { functionName, url, lineNumber, columnNumber } = byId.get(id).callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}:${columnNumber + 1}`;
    const us = profile.timeDeltas[i] ?? 0;
    total += us;
    self.set(key, (self.get(key) ?? 0) + us);
  });
  console.log(`profile of ${label}: ${(total / 1000).toFixed(0)} ms sampled, self time by function:`);
  for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`  ${key.slice(0, 70).padEnd(72)}${(us / 1000).toFixed(0)} ms`);
  return result;
}
