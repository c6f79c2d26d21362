import type { ModuleLoad } from '@dental/contracts';
import { currentToken, moduleHealthApi } from '@dental/api-client';

/** The API takes at most this many loads in one report (HEALTH_BATCH_MAX of the contracts). */
const BATCH_SIZE = 20;
/** Loads waiting beyond this many are dropped: a report never grows without bound. */
const QUEUE_LIMIT = 100;
/** Loads of one navigation (a page and its widgets) travel together. */
const FLUSH_DELAY_MS = 2000;

const queue: ModuleLoad[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

/** Sends every waiting load now, in batches (a failed batch is dropped, never resent). */
export function flushLoads(): void {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) void moduleHealthApi.report(queue.splice(0, BATCH_SIZE));
}

/** A page being left or hidden may never run its timer again: what waits leaves with keepalive. */
function flushWhenLeft(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('pagehide', flushLoads);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushLoads();
  });
}

/** Queues one load's outcome for the API (signed-in users only). */
export function reportLoad(load: ModuleLoad): void {
  if (!currentToken() || queue.length >= QUEUE_LIMIT) return;
  queue.push(load);
  flushWhenLeft();
  if (queue.length >= BATCH_SIZE) flushLoads();
  else timer ??= setTimeout(flushLoads, FLUSH_DELAY_MS);
}
