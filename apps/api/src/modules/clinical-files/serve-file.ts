import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A stored file's bytes as the answer, for the caller who was let through: its content type from
 * the stored format (never guessed by the browser: nosniff), inline or as a download under its
 * name, revalidated on every use (private, no-cache) with its SHA-256 as ETag.
 */

export const CONTENT_TYPES = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  tiff: 'image/tiff',
  dicom: 'application/dicom',
  pdf: 'application/pdf',
} as const;

export type StoredFormat = keyof typeof CONTENT_TYPES;

export const EXTENSIONS: Record<StoredFormat, string> = { jpeg: 'jpg', png: 'png', tiff: 'tif', dicom: 'dcm', pdf: 'pdf' };

/** RFC 8187's encoding of a file name (encodeURIComponent leaves a few characters the header grammar does not take). */
function encodedName(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The name a download is saved under: the uploaded name with the stored format's extension, else `<fallback>.<ext>`. */
export function downloadName(name: string, fallback: string, format: StoredFormat): string {
  const extension = EXTENSIONS[format];
  // Path parts and control characters are no part of a saved file's name.
  const base = [...name].map((c) => (c === '/' || c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f ? '_' : c)).join('').trim() || fallback;
  return base.toLowerCase().endsWith(`.${extension}`) ? base : `${base.replace(/\.[^.]*$/, '')}.${extension}`;
}

export interface StoredAnswer {
  format: StoredFormat;
  /** The ETag: the bytes' SHA-256 (with the window, for a preview rendered on the fly). */
  tag: string;
  /** The name it is saved under. */
  name: string;
  download: boolean;
  /** The bytes, read only when the caller does not hold them already. */
  read: () => Promise<Buffer>;
}

function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** 304 when the caller holds these bytes already, else the bytes. */
export async function sendStored(request: FastifyRequest, reply: FastifyReply, file: StoredAnswer): Promise<FastifyReply> {
  const etag = `"${file.tag}"`;
  reply.header('x-content-type-options', 'nosniff');
  reply.header('cache-control', 'private, no-cache');
  reply.header('etag', etag);
  if (matches(request, etag)) return reply.code(304).send();
  const bytes = await file.read();
  return reply
    .type(CONTENT_TYPES[file.format])
    .header('content-disposition', `${file.download ? 'attachment' : 'inline'}; filename*=UTF-8''${encodedName(file.name)}`)
    .send(bytes);
}
