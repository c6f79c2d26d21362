import { translateMessage, UPLOAD_MAX_BYTES, type Language } from '@dental/contracts';

/**
 * The clinical files' bytes on the page (issue 37), around their calls: those are `readBlob` and
 * `sendBlob` of @dental/api-client (the caller's token and language; a refused token ends the
 * session), so no address of an image or a document ever opens without the token.
 */

const MEGABYTE = 1024 * 1024;

/** The server's words for a file over the limit, said before anything is sent: sizes in whole megabytes, rounded up. */
export function oversizeMessage(file: Blob, language: Language): string | null {
  if (file.size <= UPLOAD_MAX_BYTES) return null;
  return translateMessage('clinical.fileTooLarge', language, { size: Math.ceil(file.size / MEGABYTE), limit: UPLOAD_MAX_BYTES / MEGABYTE });
}
