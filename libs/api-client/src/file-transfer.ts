import { AxiosError } from 'axios';
import { config } from './config';
import { http, refusalOf } from './client';
import { NotSignedInError } from './errors';

// Files read and sent as bytes (radiographs, scans, PDFs): through the same client as every other
// call, so with the caller's token and language, and a refused token ends the session just the same.

type Query = Record<string, string | number | boolean | undefined>;

/** The token of the moment, or NotSignedInError: nothing is sent signed out. */
function bearer(): { Authorization: string } {
  const token = config().getToken();
  if (!token) throw new NotSignedInError();
  return { Authorization: `Bearer ${token}` };
}

/** The refusal of a blob read is JSON in a blob: read as JSON, so that its messages are the server's. */
async function jsonOf(data: unknown): Promise<unknown> {
  if (!(data instanceof Blob)) return data;
  try {
    return JSON.parse(await data.text());
  } catch {
    return null;
  }
}

/** An answered failure becomes an ApiError (a 401 ends the session); others (network, abort) stay as they are. */
async function failureOf(error: unknown): Promise<unknown> {
  if (!(error instanceof AxiosError) || !error.response) return error;
  return refusalOf({ ...error.response, data: await jsonOf(error.response.data) }, false);
}

/** A read file: its bytes, and the name the server gives it (Content-Disposition), null when it gives none. */
export interface NamedBlob {
  blob: Blob;
  name: string | null;
}

/** The file name of a Content-Disposition header: `filename*` (UTF-8, RFC 6266) first, else `filename`. */
export function fileNameOf(disposition: unknown): string | null {
  if (typeof disposition !== 'string') return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // A broken escape: the plain name, if any, says it.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(disposition);
  return plain ? (plain[1] ?? plain[2]) : null;
}

/** The bytes a route answers (a path of the route table), with the name the server gives them. */
export async function readFile(path: string, query: Query = {}, signal?: AbortSignal): Promise<NamedBlob> {
  const headers = bearer();
  try {
    const response = await http.get<Blob>(path, { params: query, headers, responseType: 'blob', signal, maxRedirects: 0 });
    return { blob: response.data, name: fileNameOf(response.headers['content-disposition']) };
  } catch (error) {
    throw await failureOf(error);
  }
}

/** The bytes a route answers (a path of the route table, such as an image's file), read with the caller's token and language. */
export async function readBlob(path: string, query: Query = {}, signal?: AbortSignal): Promise<Blob> {
  return (await readFile(path, query, signal)).blob;
}

/** Sends `blob` as the body of a POST to `path` (application/octet-stream) and answers `success`; `onProgress` gets the part sent, 0 to 1. */
export async function sendBlob<T>(path: string, query: Query, blob: Blob, onProgress: (sent: number) => void): Promise<T> {
  const headers = { ...bearer(), 'Content-Type': 'application/octet-stream' };
  try {
    const { data } = await http.post<{ success: T }>(path, blob, {
      params: query,
      headers,
      onUploadProgress: ({ loaded, total }) => onProgress(total ? Math.min(1, loaded / total) : 0),
      // Status 300 is the contract's refusal, not a redirect.
      validateStatus: (status) => status >= 200 && status < 300,
      maxRedirects: 0,
    });
    return data.success;
  } catch (error) {
    throw await failureOf(error);
  }
}
