import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosProgressEvent } from 'axios';
import { http } from '@dental/api-client';
import { matchRoute, type RouteKey } from '@dental/contracts';
import type { Reply } from './reply';

/**
 * The calls that carry bytes (uploads, file reads, zips), which the JSON fake server (serveApi)
 * cannot answer, and blob URLs, which jsdom lacks.
 */

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

/** A file call's answer: a reply with, for a download, the headers naming the file. */
type FileReply = Reply & { headers?: Record<string, string> };

/** Bytes of a file answer (named `name` by its Content-Disposition when given), or a refusal, as the server sends it (JSON in a blob when a blob was asked). */
export const bytes = (text = 'bytes', type = 'image/png', name?: string): FileReply => ({
  status: 200,
  data: new Blob([text], { type }),
  ...(name && { headers: { 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}` } }),
});
export function refusedBlob(message: string, status = 404): Reply {
  const body = JSON.stringify({ err: message });
  // jsdom's Blob has no text(), which the client reads a refusal with.
  return { status, data: Object.assign(new Blob([body], { type: 'application/json' }), { text: () => Promise.resolve(body) }) };
}

/** Answers the calls of `routes` with `answer`; every other call goes on to the fake server already in place (serveApi's). */
export function serveFiles(routes: readonly RouteKey[], answer: (call: FileCall) => FileReply | Promise<FileReply>): FileCall[] {
  const calls: FileCall[] = [];
  const otherwise = http.defaults.adapter as AxiosAdapter;
  http.defaults.adapter = async (config) => {
    const match = matchRoute(config.method!.toUpperCase(), config.url!);
    if (!match || !routes.includes(match.key)) return otherwise(config);
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
    const response = { status: reply.status, data: reply.data, statusText: '', headers: reply.headers ?? {}, config };
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

/** The files saved through a download link (jsdom cannot follow one): their names, in order. */
export function catchDownloads(): string[] {
  const saved: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push(this.download);
  });
  return saved;
}
