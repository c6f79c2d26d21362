import { UPLOAD_MAX_BYTES } from '@dental/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, FormError } from '../../http/errors';
import type { Guard } from '../../http/route';

/**
 * An upload's body is the file's bytes (application/octet-stream), at most UPLOAD_MAX_BYTES: a
 * larger announced Content-Length is refused before a byte is read (the route's `largeBody`), a
 * body sent in chunks past the limit as soon as it passes it. Either way `clinical.fileTooLarge`.
 */

const MB = 1024 * 1024;

/** The body as it came: a Buffer of the file's bytes, or nothing (an empty body, a JSON one) refused as no file. */
function fileBody(input: unknown): Buffer {
  if (Buffer.isBuffer(input) && input.length > 0) return input;
  throw new FormError(['clinical.fileRequired']);
}

/** The upload's bytes as a Buffer (the contract types them as the Uint8Array they are). */
export function uploadedBytes(body: Uint8Array): Buffer {
  return Buffer.isBuffer(body) ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
}

/** The route options of an upload: its guard (checked before the body is read), the size limit, the body taken as bytes. */
export function uploadOptions(guard: Guard) {
  return {
    guard,
    largeBody: { limit: UPLOAD_MAX_BYTES, tooLarge: 'clinical.fileTooLarge' as const },
    // Parsed here: the body is bytes, not fields (the generic check would walk every byte).
    parseBody: fileBody,
  };
}

/**
 * In the uploads' plugin: bytes as a Buffer, and Fastify's "body too large" (a chunked body past
 * the limit) said as the uploads' own message; every other error goes on to the one error handler.
 */
export function acceptUploads(app: FastifyInstance): void {
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw new ApiError(413, 'clinical.fileTooLarge', { size: `> ${UPLOAD_MAX_BYTES / MB}`, limit: UPLOAD_MAX_BYTES / MB });
    }
    throw error;
  });
}
