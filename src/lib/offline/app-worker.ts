// The page's side of the service worker (docs/offline.md): registration with the site's own
// folder as its scope, and whether a newer build is waiting. Framework-free; the shell's update
// notice reads it through useSyncExternalStore.
import { siteRoot, withBase } from '@/config/paths';

// A tab of a single-page app never navigates: look for a new build now and then, and when the
// network or the tab comes back.
const UPDATE_CHECK_MS = 30 * 60_000;

type Listener = () => void;
let registration: ServiceWorkerRegistration | null = null;
let updateReady = false;
const listeners = new Set<Listener>();

function setUpdateReady(): void {
  if (updateReady) return;
  updateReady = true;
  for (const listener of listeners) listener();
}

/** Whether a newer build than the one this tab runs is installed (until the tab reloads). */
export function isUpdateReady(): boolean {
  return updateReady;
}

/** Subscribes to isUpdateReady(); returns the unsubscribe function. */
export function subscribeUpdateReady(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function watch(reg: ServiceWorkerRegistration): void {
  // A worker that installs while another controls this tab is a newer build (the first install
  // has no controller: nothing to offer).
  const offer = () => {
    if (reg.waiting && navigator.serviceWorker.controller) setUpdateReady();
  };
  const follow = (installing: ServiceWorker | null) => {
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer();
    });
  };
  offer();
  // One may be installing already (another tab asked for the update before this one registered).
  follow(reg.installing);
  reg.addEventListener('updatefound', () => follow(reg.installing));
  const check = () => void reg.update().catch(() => undefined); // offline or the host is down: next time
  window.setInterval(check, UPDATE_CHECK_MS);
  window.addEventListener('online', check);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/**
 * Registers <root>/sw.js with the root as its scope ('/', '/sub/', '/ipfs/<cid>/'), once the page
 * has loaded and the main thread is idle: the precache downloads the whole app and must not
 * compete with the first page. Does nothing where service workers are unavailable.
 */
export function registerAppWorker(root: string = siteRoot()): void {
  // The dev server builds no sw.js.
  if (import.meta.env.DEV || !('serviceWorker' in navigator) || registration) return;
  const start = () => {
    navigator.serviceWorker
      .register(withBase('/sw.js', root), { scope: root, updateViaCache: 'none' })
      .then((reg) => {
        registration = reg;
        watch(reg);
        reg.active?.postMessage({ type: 'prune' });
      })
      .catch((error: unknown) => console.warn('Ledgerline works online only in this browser:', error));
  };
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(start, { timeout: 5_000 }) : start();
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * Whether a reload now would lose input: a page that holds unsaved input asks before unload
 * (UnsavedChangesGuard); the same question is put to it with a cancelable event.
 */
export function reloadWouldLoseInput(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/**
 * Reloads into the newest build: the waiting worker takes over (every tab is then served by it,
 * an older tab still from its own build's cache), then this tab reloads.
 */
export function reloadIntoUpdate(): void {
  const waiting = registration?.waiting;
  if (!waiting) {
    window.location.reload();
    return;
  }
  const reload = () => window.location.reload();
  navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
  // Replaced by an even newer build meanwhile, or refused: reload anyway, the newest worker serves it.
  waiting.addEventListener('statechange', () => {
    if (waiting.state === 'redundant') reload();
  });
  waiting.postMessage({ type: 'skip-waiting' });
}
