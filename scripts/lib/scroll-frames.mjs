// Frame times while a scrollable element (or its nearest scrollable ancestor) scrolls through 200
// viewports, one scroll per animation frame: what the bench scripts report as scroll smoothness.

/** Returns the frame-to-frame times (ms) in `page` while scrolling the element `selector` matches. */
export function scrollFrameTimes(page, selector) {
  return page.evaluate(async (css) => {
    let scroller = document.querySelector(css);
    while (scroller && scroller.scrollHeight <= scroller.clientHeight + 1) scroller = scroller.parentElement;
    if (!scroller) return [];
    scroller.scrollIntoView();
    const deltas = [];
    let last = performance.now();
    for (let i = 0; i < 200; i += 1) {
      scroller.scrollTop += scroller.clientHeight;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = performance.now();
      deltas.push(now - last);
      last = now;
    }
    return deltas;
  }, selector);
}
