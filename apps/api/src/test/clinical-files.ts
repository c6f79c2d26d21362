import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { writeDicom } from '../modules/clinical-files/dicom-writer';
import type { CallResult } from './helpers';

/** Files to upload in the images' and documents' tests: drawn here, never downloaded. */

/** A colour gradient picture, so its resized versions are not flat. */
export async function picture(width: number, height: number, format: 'jpeg' | 'png'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#203040"/><stop offset="1" stop-color="#f0e0c0"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#ffffff"/></svg>`;
  const image = sharp(Buffer.from(svg));
  return format === 'jpeg' ? image.jpeg().toBuffer() : image.png().toBuffer();
}

/** A JPEG whose EXIF says "rotate 90°" (orientation 6): stored `width`×`height`, shown `height`×`width`. */
export async function rotatedJpeg(width: number, height: number): Promise<Buffer> {
  return sharp(await picture(width, height, 'png')).withMetadata({ orientation: 6 }).jpeg().toBuffer();
}

/**
 * An uncompressed 16-bit greyscale TIFF (one strip), as radiograph sensors write them, with
 * values from 0 to `max` (a 12-bit sensor's go to 4095).
 */
export function grey16Tiff(width: number, height: number, max = 4095): Buffer {
  const entries: [number, number, number][] = [
    [256, 3, width],
    [257, 3, height],
    [258, 3, 16],
    [259, 3, 1],
    [262, 3, 1],
    [273, 4, 0],
    [277, 3, 1],
    [278, 3, height],
    [279, 4, width * height * 2],
  ];
  const dataOffset = 8 + 2 + entries.length * 12 + 4;
  const bytes = Buffer.alloc(dataOffset + width * height * 2);
  bytes.write('II', 0, 'latin1');
  bytes.writeUInt16LE(42, 2);
  bytes.writeUInt32LE(8, 4);
  bytes.writeUInt16LE(entries.length, 8);
  entries.forEach(([tag, type, value], i) => {
    const at = 10 + i * 12;
    bytes.writeUInt16LE(tag, at);
    bytes.writeUInt16LE(type, at + 2);
    bytes.writeUInt32LE(1, at + 4);
    const written = tag === 273 ? dataOffset : value;
    if (type === 3) bytes.writeUInt16LE(written, at + 8);
    else bytes.writeUInt32LE(written, at + 8);
  });
  for (let i = 0; i < width * height; i += 1) bytes.writeUInt16LE(Math.round(((i % width) / (width - 1)) * max), dataOffset + i * 2);
  return bytes;
}

/** A 16-bit MONOCHROME2 intra-oral radiograph: a ramp of 12-bit values, window 2048/4096 unless told. */
export function dicomRadiograph(width = 320, height = 240, window = { center: 2048, width: 4096 }): Buffer {
  const pixels = new Uint16Array(width * height);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) pixels[y * width + x] = Math.round((x / (width - 1)) * 4095);
  return writeDicom({ rows: height, columns: width, pixels, bitsStored: 12, window });
}

export const SVG_NAMED_PNG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
export const HTML_NAMED_PNG = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
export const SMALL_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** An upload: the file's bytes as the body (application/octet-stream), the rest in the query. */
export async function upload<T = { success: Record<string, unknown> }>(
  app: FastifyInstance,
  token: string,
  path: 'clinical/image' | 'clinical/document',
  query: Record<string, string>,
  bytes: Buffer,
): Promise<CallResult<T>> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/${path}?${new URLSearchParams(query)}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
  return { status: response.statusCode, body: JSON.parse(response.body) as T, raw: response.body, headers: response.headers };
}

/** A stored file's bytes as the API serves them. */
export async function download(app: FastifyInstance, token: string, url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...headers } });
  return { status: response.statusCode, bytes: response.rawPayload, headers: response.headers, body: response.body };
}
