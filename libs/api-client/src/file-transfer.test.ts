import { routeUrl } from '@dental/contracts';
import { AxiosError, type AxiosAdapter, type AxiosProgressEvent, type InternalAxiosRequestConfig } from 'axios';
import { http } from './client';
import { configureApiClient } from './config';
import { ApiError, NotSignedInError } from './errors';
import { fileNameOf, readBlob, readFile, sendBlob } from './file-transfer';

/** A file the API serves (an image's preview), as the route table writes it. */
const IMAGE_FILE = routeUrl('patientImages.file', { id: '5' });

type Reply = { status: number; data: unknown };

function replyWith(reply: Reply) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    config.onUploadProgress?.({ loaded: 5, total: 10 } as AxiosProgressEvent);
    const response = { ...reply, statusText: '', headers: {}, config };
    if (reply.status < 200 || reply.status >= 300) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  http.defaults.adapter = adapter;
  return seen;
}

// jsdom's Blob has no text() (browsers' has): read through FileReader, which jsdom has.
Blob.prototype.text ??= function (this: Blob) {
  return new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(this);
  });
};

const jsonBlob = (body: unknown) => new Blob([JSON.stringify(body)], { type: 'application/json' });
const onSessionExpired = jest.fn();
let token: string | undefined;

beforeEach(() => {
  token = 'token-1';
  onSessionExpired.mockClear();
  configureApiClient({ baseURL: '/api', getToken: () => token, getLanguage: () => 'ar', onSessionExpired });
});

describe('readFile', () => {
  it('answers the bytes with the name the server gives them', async () => {
    const bytes = new Blob(['PK']);
    http.defaults.adapter = async (config) => ({ status: 200, data: bytes, statusText: '', headers: { 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('dossier-أمينة.zip')}` }, config });
    await expect(readFile(IMAGE_FILE)).resolves.toEqual({ blob: bytes, name: 'dossier-أمينة.zip' });
  });

  it('reads a plain, quoted or missing name', () => {
    expect(fileNameOf('attachment; filename="cabinet-2026-11-29.zip"')).toBe('cabinet-2026-11-29.zip');
    expect(fileNameOf('attachment; filename=rapport.csv')).toBe('rapport.csv');
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4%A; filename=\"repli.csv\"")).toBe('repli.csv');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(undefined)).toBeNull();
  });
});

describe('readBlob', () => {
  it('reads the bytes with the bearer token and the language', async () => {
    const bytes = new Blob(['png']);
    const seen = replyWith({ status: 200, data: bytes });
    await expect(readBlob(IMAGE_FILE, { variant: 'preview' })).resolves.toBe(bytes);
    expect(seen[0].headers.get('Authorization')).toBe('Bearer token-1');
    expect(seen[0].headers.get('Accept-Language')).toBe('ar');
    expect(seen[0]).toMatchObject({ url: IMAGE_FILE, params: { variant: 'preview' }, responseType: 'blob' });
  });

  it('ends the session when the server refuses the token, as every other call does', async () => {
    replyWith({ status: 401, data: jsonBlob({ err: 'Session expirée' }) });
    const failure = await readBlob(IMAGE_FILE).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, messages: ['Session expirée'] });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it("gives another refusal's messages, read from the JSON in the blob, and keeps the session", async () => {
    replyWith({ status: 404, data: jsonBlob({ err: 'Image introuvable' }) });
    await expect(readBlob(IMAGE_FILE)).rejects.toMatchObject({ status: 404, messages: ['Image introuvable'] });
    replyWith({ status: 502, data: new Blob(['<html>Bad Gateway</html>']) });
    await expect(readBlob(IMAGE_FILE)).rejects.toMatchObject({ status: 502, messages: [] });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('sends nothing signed out', async () => {
    token = undefined;
    const seen = replyWith({ status: 200, data: new Blob(['png']) });
    await expect(readBlob(IMAGE_FILE)).rejects.toBeInstanceOf(NotSignedInError);
    expect(seen).toHaveLength(0);
  });
});

describe('sendBlob', () => {
  it('posts the bytes with the token, reports the progress and answers `success`', async () => {
    const seen = replyWith({ status: 200, data: { success: { _id: '9' } } });
    const progress: number[] = [];
    const file = new Blob(['dicom']);
    await expect(sendBlob(routeUrl('patientImages.upload'), { patient: 'p1' }, file, (sent) => progress.push(sent))).resolves.toEqual({ _id: '9' });
    expect(seen[0]).toMatchObject({ method: 'post', data: file, params: { patient: 'p1' } });
    expect(seen[0].headers.get('Authorization')).toBe('Bearer token-1');
    expect(seen[0].headers.get('Content-Type')).toBe('application/octet-stream');
    expect(progress).toEqual([0.5]);
  });

  it("turns a status 300 into the server's messages, and a 401 ends the session", async () => {
    replyWith({ status: 300, data: { formErrors: ["Type d'image invalide"] } });
    await expect(sendBlob(routeUrl('patientImages.upload'), {}, new Blob(['x']), jest.fn())).rejects.toMatchObject({ status: 300, messages: ["Type d'image invalide"] });
    expect(onSessionExpired).not.toHaveBeenCalled();
    replyWith({ status: 401, data: { err: 'Session expirée' } });
    await expect(sendBlob(routeUrl('patientImages.upload'), {}, new Blob(['x']), jest.fn())).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});
