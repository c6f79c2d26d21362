import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** The reader went away (the download was cancelled): the writer stops. */
export class ZipAbandoned extends Error {
  constructor() {
    super('the zip is no longer read');
  }
}

export type ZipContent = string | Uint8Array | AsyncIterable<string | Uint8Array>;

/**
 * A zip written file after file into a Node stream, as it is read: each chunk waits while the
 * reader has `highWaterMark` bytes unread (backpressure), so a large export never sits in memory.
 */
export class ZipWriter {
  readonly stream: Readable;
  private readonly out: PassThrough;
  private readonly zip: Zip;

  constructor(highWaterMark = 1024 * 1024) {
    this.out = new PassThrough({ highWaterMark });
    this.stream = this.out;
    this.zip = new Zip((error, chunk, final) => {
      if (this.out.destroyed) return;
      if (error) {
        this.out.destroy(error);
        return;
      }
      this.out.write(chunk);
      if (final) this.out.end();
    });
  }

  /** Adds one file: text and CSV deflated; `stored` bytes already compressed (images) kept as they are. */
  async add(name: string, content: ZipContent, options: { stored?: boolean } = {}): Promise<void> {
    const entry = options.stored ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 6 });
    this.zip.add(entry);
    const chunks = typeof content === 'string' || content instanceof Uint8Array ? [content] : content;
    for await (const chunk of chunks) {
      entry.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);
      await this.drained();
    }
    entry.push(new Uint8Array(0), true);
    await this.drained();
  }

  /** Writes the zip's directory and ends the stream. */
  end(): void {
    this.zip.end();
  }

  /** Ends the stream with an error: the reader sees a broken download, never a zip that looks whole. */
  fail(error: Error): void {
    this.zip.terminate();
    this.out.destroy(error);
  }

  /**
   * After each chunk: a turn of the event loop (PGlite answers without I/O, so an export read from
   * it would otherwise hold every other request, and the socket, until its end), then the reader.
   */
  private async drained(): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (this.out.destroyed) throw new ZipAbandoned();
    if (!this.out.writableNeedDrain) return;
    await new Promise<void>((resolve, reject) => {
      const settle = () => {
        this.out.off('drain', settle);
        this.out.off('close', settle);
        if (this.out.destroyed) reject(new ZipAbandoned());
        else resolve();
      };
      this.out.on('drain', settle);
      this.out.on('close', settle);
    });
  }
}
