import { AxiosError } from 'axios';
import { ApiError, http } from '@dental/api-client';
import { translateMessage, UPLOAD_MAX_BYTES, type Language } from '@dental/contracts';

/**
 * The clinical files' calls (issue 37): bytes sent and read through the application's axios
 * client, which adds the caller's token and language to every request. No address of an image or a
 * document ever opens without the token: what the page shows is a blob URL of bytes read this way.
 */

type Query = Record<string, string | number | undefined>;

const MEGABYTE = 1024 * 1024;

/** The server's words for a file over the limit, said before anything is sent: sizes in whole megabytes, rounded up. */
export function oversizeMessage(file: Blob, language: Language): string | null {
  if (file.size <= UPLOAD_MAX_BYTES) return null;
  return translateMessage('clinical.fileTooLarge', language, { size: Math.ceil(file.size / MEGABYTE), limit: UPLOAD_MAX_BYTES / MEGABYTE });
}

/** The messages of a failed answer: a status 300's form errors, or `err`. */
function answerMessages(body: unknown): string[] {
  if (!body || typeof body !== 'object') return [];
  const { formErrors, err } = body as { formErrors?: unknown; err?: unknown };
  if (Array.isArray(formErrors)) return formErrors.map(String);
  return typeof err === 'string' ? [err] : [];
}

/** A refusal read as JSON whatever the response type asked (a blob's refusal is JSON in a blob). */
async function bodyOf(data: unknown): Promise<unknown> {
  if (!(data instanceof Blob)) return data;
  try {
    return JSON.parse(await data.text());
  } catch {
    return null;
  }
}

/** An answered failure becomes an ApiError with the server's messages (shown by `problemMessages`); others stay as they are. */
async function explained(error: unknown): Promise<unknown> {
  if (!(error instanceof AxiosError) || !error.response) return error;
  const { status, data } = error.response;
  return new ApiError(answerMessages(await bodyOf(data)), status);
}

/** The bytes of a file route (`clinical/image/5/file`), read with the caller's token. */
export async function readFile(path: string, query: Query = {}, signal?: AbortSignal): Promise<Blob> {
  try {
    const { data } = await http.get<Blob>(path, { params: query, responseType: 'blob', signal, maxRedirects: 0 });
    return data;
  } catch (error) {
    throw await explained(error);
  }
}

/** Sends one file's bytes as the body of `path` (application/octet-stream); `onProgress` gets the part sent, 0 to 1. */
export async function sendFile<T>(path: string, query: Query, file: Blob, onProgress: (sent: number) => void): Promise<T> {
  try {
    const { data } = await http.post<{ success: T }>(path, file, {
      params: query,
      headers: { 'Content-Type': 'application/octet-stream' },
      onUploadProgress: ({ loaded, total }) => onProgress(total ? Math.min(1, loaded / total) : 0),
      // Status 300 is the contract's refusal, not a redirect.
      validateStatus: (status) => status >= 200 && status < 300,
      maxRedirects: 0,
    });
    return data.success;
  } catch (error) {
    throw await explained(error);
  }
}

/** Saves `blob` as the file `name` through a link with `download`, then lets its URL go. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the download by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
