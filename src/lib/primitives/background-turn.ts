// Work that should wait for the page's own (input, rendering, a block being written and shown).

interface TaskScheduler {
  postTask(task: () => void, options: { priority: 'background' }): Promise<void>;
}

/**
 * A turn of the event loop after the work waiting at higher priority (input, rendering, a block
 * being written and shown) where the browser schedules by priority; a plain task elsewhere.
 */
export function backgroundTurn(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  if (typeof scheduler?.postTask === 'function') return scheduler.postTask(() => undefined, { priority: 'background' });
  return new Promise((resolve) => setTimeout(resolve, 0));
}
