// Frame times while a scrollable element (or its nearest scrollable ancestor) scrolls through 200
// viewports, one scroll per animation frame: what the bench scripts report as scroll smoothness.
// A frame's time is the interval between the start times of two frames the page produced (the
// timestamps requestAnimationFrame passes, the browser's begin-frame times), so a frame that missed
// the display's refresh counts as two. Reading performance.now() in the callback instead would add
// how long the frame's script ran before it, which varies from frame to frame on frames shown on time.
// BENCH_SCROLL_RUNS=n scrolls n times (3 by default; back to the top in between) and prints each run's p95.
// BENCH_SCROLL_TRACE=1 also records a Chrome trace of the scroll and prints where the page's main
// thread spent its time (self time by trace event, per frame), to see what a frame is made of.

const SCROLL = async (css) => {
  let scroller = document.querySelector(css);
  while (scroller && scroller.scrollHeight <= scroller.clientHeight + 1) scroller = scroller.parentElement;
  if (!scroller) return { idle: [], intervals: [] };
  scroller.scrollTop = 0;
  scroller.scrollIntoView();
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  let last = await frame();
  // The display's refresh: 30 frames with nothing to do.
  const idle = [];
  for (let i = 0; i < 30; i += 1) {
    const start = await frame();
    idle.push(start - last);
    last = start;
  }
  const intervals = [];
  for (let i = 0; i < 200; i += 1) {
    scroller.scrollTop += scroller.clientHeight;
    const start = await frame();
    intervals.push(start - last);
    last = start;
  }
  return { idle, intervals };
};

const quantile = (values, q) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
const ms = (value) => `${value.toFixed(1)} ms`;

/** Each interval in whole refreshes: begin-frame times jitter by a fraction of a millisecond around the refresh. */
const inFrames = (intervals, refresh) => intervals.map((t) => Math.max(1, Math.round(t / refresh)));

/** The scroll goal: the 95th percentile of frames takes one refresh (16.7 ms at 60 Hz). */
export const SCROLL_GOAL_MS = 16.7;

/**
 * Scrolls `selector` BENCH_SCROLL_RUNS times (3 by default) and returns the report's rows: median
 * and p95 frame time (whole refreshes of the display, 16.7 ms each at 60 Hz), the raw p95 of the
 * intervals as measured, the frames missed (refreshes without a new frame), each run's p95 when
 * there are several, and the goal's PASS or FAIL.
 */
export async function scrollFigures(page, selector, label = 'scroll') {
  const runs = [];
  const idle = [];
  for (let i = 0; i < Math.max(1, Number(process.env.BENCH_SCROLL_RUNS ?? 3)); i += 1) {
    const measured = await scrollFrameTimes(page, selector);
    if (!measured.intervals.length) return [[label, 'nothing scrollable found']];
    runs.push(measured.intervals);
    idle.push(...measured.idle);
  }
  // The display's refresh: the median interval while the page had nothing to do.
  const refresh = quantile(idle, 0.5);
  const frames = runs.map((intervals) => inFrames(intervals, refresh));
  const all = frames.flat();
  const p95 = quantile(all, 0.95) * refresh;
  const each =
    runs.length > 1 ? ` (${frames.map((run) => (quantile(run, 0.95) * refresh).toFixed(1)).join(', ')})` : '';
  const missed = all.reduce((sum, n) => sum + n - 1, 0);
  return [
    [`${label} frame time, median`, ms(quantile(all, 0.5) * refresh)],
    [`${label} frame time, p95`, ms(p95) + each],
    [`${label} intervals as measured, p95`, ms(quantile(runs.flat(), 0.95))],
    [`${label} frames missed`, `${missed} in ${all.length} frames (refresh ${refresh.toFixed(2)} ms)`],
    [`${label} goal: p95 ≤ ${SCROLL_GOAL_MS} ms (one frame)`, p95 <= SCROLL_GOAL_MS + 0.05 ? 'PASS' : 'FAIL'],
  ];
}

/**
 * Returns the intervals (ms) between frame start times in `page`: 30 idle frames (the refresh), then
 * while scrolling the element `selector` matches.
 */
export async function scrollFrameTimes(page, selector) {
  if (!process.env.BENCH_SCROLL_TRACE) return page.evaluate(SCROLL, selector);
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'] },
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const measured = await page.evaluate(SCROLL, selector);
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  printTraceSummary(events, measured.intervals.length);
  printProfileSummary(profile, measured.intervals.length);
  return measured;
}

/** Prints the renderer main thread's self time by event name (ms per frame), largest first. */
function printTraceSummary(events, frames) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return console.log('trace: no renderer main thread');
  const spans = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const stack = [];
  for (const span of spans) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= span.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - span.dur);
    self.set(span.name, (self.get(span.name) ?? 0) + span.dur);
    stack.push(span);
  }
  // The other threads that make a frame: the compositor, the raster workers (software raster
  // without a GPU) and the display compositor; their busy time per frame, top-level tasks only.
  const names = new Map(
    events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args?.name ?? '']),
  );
  const threads = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || !['RunTask', 'RasterTask'].includes(e.name) || typeof e.dur !== 'number') continue;
    const name = names.get(`${e.pid}:${e.tid}`) ?? '?';
    if (!/Compositor|Raster|Tile|Viz/.test(name)) continue;
    const key = `${name} (${e.name})`;
    threads.set(key, (threads.get(key) ?? 0) + e.dur);
  }
  for (const [name, us] of threads) console.log(`trace: ${name} busy ${(us / 1000 / frames).toFixed(1)} ms per frame`);
  const busy = spans.filter((e) => e.name === 'RunTask').reduce((sum, e) => sum + e.dur, 0);
  console.log(`trace: main thread busy ${(busy / 1000 / frames).toFixed(1)} ms per frame (RunTask), self time:`);
  for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 14))
    console.log(`  ${name.padEnd(36)}${(us / 1000 / frames).toFixed(2)} ms/frame`);
}

/** Prints the JavaScript self time of the scroll by function (name, file and position), largest first. */
function printProfileSummary(profile, frames) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  profile.samples.forEach((id, i) => {
    const { functionName, url, lineNumber, columnNumber } = byId.get(id).callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}:${columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  console.log('profile: JavaScript self time by function:');
  for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`  ${key.slice(0, 70).padEnd(72)}${(us / 1000 / frames).toFixed(2)} ms/frame`);
}
