// What a page received, as Chromium's network log (CDP) tells it: each response's bytes on the wire
// (Network.loadingFinished encodedDataLength: head and encoded body), its encoded body alone, the
// gzip -9 size of its JavaScript or CSS, and when it finished, on the wall clock the page's own
// timings use. page.route is never used: it would turn the HTTP cache off.
import { gzipSync } from 'node:zlib';
import type { CDPSession, Page } from '@playwright/test';

export type Kind = 'js' | 'css' | 'api' | 'document' | 'other';

export interface Transfer {
  path: string;
  kind: Kind;
  status: number;
  /** Bytes on the wire: response head and encoded (brotli, gzip) body. */
  transferred: number;
  /** The encoded body alone. */
  body: number;
  /** JavaScript and CSS sent (200): gzip -9 of the decoded body, what a gzip-only browser is sent (the build's .gz copy). */
  gzip?: number;
  /** Wall-clock milliseconds when the request was sent and when its last byte arrived. */
  sentAt: number;
  finishedAt: number;
}

export interface NetworkLog {
  cdp: CDPSession;
  /** Every response finished so far, in order of arrival. */
  transfers(): Transfer[];
  /** Resolves once no network event happened for `quietMs` (or after `maxMs`, whichever first). */
  quiet(quietMs?: number, maxMs?: number): Promise<void>;
}

const kindOf = (path: string, resourceType: string | undefined): Kind => {
  if (path.startsWith('/api/')) return 'api';
  if (/\.js$/.test(path)) return 'js';
  if (/\.css$/.test(path)) return 'css';
  return resourceType === 'Document' ? 'document' : 'other';
};

interface Pending {
  url: string;
  resourceType?: string;
  sentAt: number;
  status?: number;
  headBytes?: number;
}

/** Starts recording a page's network log (before its navigation, to see it all). */
export async function recordNetwork(page: Page): Promise<NetworkLog> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const pending = new Map<string, Pending>();
  const done: Transfer[] = [];
  const reading: Promise<void>[] = [];
  // CDP stamps events on a monotonic clock in seconds; each request's wallTime anchors it to the wall clock.
  let wallOffset = 0;
  let lastEvent = Date.now();
  const touch = () => (lastEvent = Date.now());

  cdp.on('Network.requestWillBeSent', (event) => {
    touch();
    wallOffset = event.wallTime * 1000 - event.timestamp * 1000;
    pending.set(event.requestId, { url: event.request.url, resourceType: event.type, sentAt: event.wallTime * 1000 });
  });
  cdp.on('Network.responseReceived', (event) => {
    touch();
    const entry = pending.get(event.requestId);
    if (!entry) return;
    entry.status = event.response.status;
    entry.headBytes = event.response.encodedDataLength;
  });
  cdp.on('Network.dataReceived', touch);
  cdp.on('Network.loadingFailed', (event) => {
    touch();
    pending.delete(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    touch();
    const entry = pending.get(event.requestId);
    if (!entry) return;
    pending.delete(event.requestId);
    const path = new URL(entry.url).pathname;
    const transfer: Transfer = {
      path,
      kind: kindOf(path, entry.resourceType),
      status: entry.status ?? 0,
      transferred: event.encodedDataLength,
      body: Math.max(0, event.encodedDataLength - (entry.headBytes ?? 0)),
      sentAt: entry.sentAt,
      finishedAt: event.timestamp * 1000 + wallOffset,
    };
    done.push(transfer);
    // A revalidated file (304) or one from the cache is not sent again: no gzip size.
    if ((transfer.kind === 'js' || transfer.kind === 'css') && transfer.status === 200 && transfer.body > 0) {
      reading.push(
        cdp.send('Network.getResponseBody', { requestId: event.requestId }).then(
          ({ body, base64Encoded }) => {
            transfer.gzip = gzipSync(Buffer.from(body, base64Encoded ? 'base64' : 'utf8'), { level: 9 }).length;
          },
          () => undefined,
        ),
      );
    }
  });

  return {
    cdp,
    transfers: () => [...done],
    quiet: async (quietMs = 1000, maxMs = 15_000) => {
      const deadline = Date.now() + maxMs;
      while (Date.now() < deadline && Date.now() - lastEvent < quietMs) await new Promise((resolve) => setTimeout(resolve, 50));
      await Promise.all(reading);
    },
  };
}

export interface Weight {
  files: number;
  transferred: number;
  body: number;
  gzip: number;
}

export const weigh = (transfers: Transfer[]): Weight => ({
  files: transfers.length,
  transferred: transfers.reduce((sum, t) => sum + t.transferred, 0),
  body: transfers.reduce((sum, t) => sum + t.body, 0),
  gzip: transfers.reduce((sum, t) => sum + (t.gzip ?? t.body), 0),
});

export const isCode = (transfer: Transfer) => transfer.kind === 'js' || transfer.kind === 'css';

/** Responses that finished within [from, to] on the wall clock. */
export const finishedBetween = (transfers: Transfer[], from: number, to: number) => transfers.filter((t) => t.finishedAt >= from && t.finishedAt <= to);

/** Whose a file is, by where it is served from: each module from /modules/{name}/, the shell from the rest. */
export const ownerOf = (transfer: Transfer) => /^\/modules\/([^/]+)\//.exec(transfer.path)?.[1] ?? 'shell';
