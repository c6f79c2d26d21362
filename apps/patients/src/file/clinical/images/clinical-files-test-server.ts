import { serveFiles as serveFileRoutes, type FileCall, type Reply } from '@dental/testing';
import type { PatientImage, RouteKey } from '@dental/contracts';

/**
 * Test helpers for the clinical files: the calls that carry bytes (uploads and file reads), and
 * IntersectionObserver, which jsdom lacks.
 */

export { bytes, refusedBlob, stubBlobUrls, type FileCall } from '@dental/testing';

const FILE_ROUTES: readonly RouteKey[] = ['patientImages.upload', 'patientImages.file', 'patientDocuments.upload', 'patientDocuments.file'];

/** Answers the file calls with `answer`; every other call goes on to the fake server already in place (serveApi's). */
export function serveFiles(answer: (call: FileCall) => Reply | Promise<Reply>): FileCall[] {
  return serveFileRoutes(FILE_ROUTES, answer);
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
