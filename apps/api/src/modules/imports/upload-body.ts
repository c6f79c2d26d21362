import { IMPORT_MAX_BYTES } from '@dental/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, FormError } from '../../http/errors';
import type { Guard } from '../../http/route';

/**
 * An import's body is the file's bytes (application/octet-stream), at most IMPORT_MAX_BYTES: a
 * larger announced length is refused before a byte is read, a chunked body as soon as it passes
 * the limit; either way `import.fileTooLarge`.
 */
export function importUploadOptions(guard: Guard) {
  return {
    guard,
    largeBody: { limit: IMPORT_MAX_BYTES, tooLarge: 'import.fileTooLarge' as const },
    parseBody: (input: unknown): Uint8Array => {
      if (Buffer.isBuffer(input) && input.length > 0) return input;
      throw new FormError(['import.fileEmpty']);
    },
  };
}

/** In the imports' plugin: bytes as a Buffer, and Fastify's "body too large" said as the import's message. */
export function acceptImportFiles(app: FastifyInstance): void {
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new ApiError(413, 'import.fileTooLarge');
    throw error;
  });
}
