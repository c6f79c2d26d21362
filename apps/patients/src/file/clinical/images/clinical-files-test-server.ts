import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosProgressEvent } from 'axios';
import { http } from '@dental/api-client';
import { matchRoute, type PatientImage, type RouteKey } from '@dental/contracts';
import type { Reply } from '../../../test-utils';

/**
 * Test helpers for the clinical files: the calls that carry bytes (uploads and file reads), which
 * the JSON fake server of @dental/testing cannot answer, blob URLs and IntersectionObserver, which
 * jsdom lacks.
 */

const FILE_ROUTES: readonly RouteKey[] = ['patientImages.upload', 'patientImages.file', 'patientDocuments.upload', 'patientDocuments.file'];

export interface FileCall {
  route: RouteKey;
  pathParams: Record<string, string>;
  params: Record<string, unknown>;
  /** The request's headers as they left the client (token, language, content type). */
  headers: AxiosHeaders;
  /** The body as sent: the File itself for an upload. */
  body: unknown;
  /** Reports upload progress to the client, as the browser would. */
  progress: (loaded: number, total: number) => void;
}

/** Bytes of a file answer, or a refusal, as the server sends it (JSON in a blob when a blob was asked). */
export const bytes = (text = 'bytes', type = 'image/png'): Reply => ({ status: 200, data: new Blob([text], { type }) });
export const refusedBlob = (message: string, status = 404): Reply => ({ status, data: new Blob([JSON.stringify({ err: message })], { type: 'application/json' }) });

/** Answers the file calls with `answer`; every other call goes on to the fake server already in place (serveApi's). */
export function serveFiles(answer: (call: FileCall) => Reply | Promise<Reply>): FileCall[] {
  const calls: FileCall[] = [];
  const otherwise = http.defaults.adapter as AxiosAdapter;
  http.defaults.adapter = async (config) => {
    const match = matchRoute(config.method!.toUpperCase(), config.url!);
    if (!match || !FILE_ROUTES.includes(match.key)) return otherwise(config);
    const call: FileCall = {
      route: match.key,
      pathParams: match.params,
      params: (config.params ?? {}) as Record<string, unknown>,
      headers: AxiosHeaders.from(config.headers),
      body: config.data,
      progress: (loaded, total) => config.onUploadProgress?.({ loaded, total, bytes: loaded, lengthComputable: true } as AxiosProgressEvent),
    };
    calls.push(call);
    const reply = await answer(call);
    const response = { status: reply.status, data: reply.data, statusText: '', headers: {}, config };
    if (reply.status < 200 || reply.status >= 300) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  return calls;
}

/** Blob URLs as jsdom lacks them: each created one is `blob:n`; those revoked are kept to be checked. */
export function stubBlobUrls() {
  let made = 0;
  const revoked: string[] = [];
  URL.createObjectURL = () => `blob:${(made += 1)}`;
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
  return { revoked };
}

/** An IntersectionObserver under the test's control: `reveal(element)` scrolls it near the viewport. */
export function stubIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; elements: Set<Element> }>();
  class FakeObserver {
    private readonly entry: { callback: IntersectionObserverCallback; elements: Set<Element> };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: new Set() };
      observers.add(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.add(element);
    }
    unobserve(element: Element) {
      this.entry.elements.delete(element);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  return {
    reveal(element: Element) {
      for (const { callback, elements } of [...observers]) {
        if (elements.has(element)) callback([{ target: element, isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    },
    restore() {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    },
  };
}

let made = 0;

/** An image of patient `patient` as the API lists it. */
export function makeImage(fields: Partial<PatientImage> = {}): PatientImage {
  made += 1;
  return {
    _id: String(100 + made),
    patient: 'p1',
    kind: 'retro_alveolaire',
    format: 'png',
    takenOn: '2026-03-02',
    teeth: ['36'],
    name: `radio-${made}.png`,
    size: 2048,
    width: 800,
    height: 600,
    sha256: 'a'.repeat(64),
    window: null,
    uploadedBy: { _id: '4', username: 'dr.sidi' },
    createdAt: '2026-03-02T10:00:00.000Z',
    ...fields,
  };
}
