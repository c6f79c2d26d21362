import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { translateMessage, UPLOAD_MAX_BYTES, type PatientImage } from '@dental/contracts';
import sharp from 'sharp';
import { dicomRadiograph, download, grey16Tiff, HTML_NAMED_PNG, picture, rotatedJpeg, SVG_NAMED_PNG, upload } from '../../test/clinical-files';
import { call, loginAdmin, startTestApp, type Session, type TestApp } from '../../test/helpers';
import { doctorWithPatient } from '../../test/patient-file';
import { writeDicom } from './dicom-writer';
import { folderBlobs, folderFileStore, sha256Of, type FileStore } from './file-store';

/**
 * Radiographs and photos through the API, with the files in the database (the default, and what
 * PostgreSQL uses) and in a folder (PGlite's default): what is stored, what is served, what is
 * refused (storing nothing), and who may see it.
 */

type Answer = { success: PatientImage };
const fr = (key: Parameters<typeof translateMessage>[0], params?: Parameters<typeof translateMessage>[2]) => translateMessage(key, 'fr', params);

describe.each(['database', 'folder'] as const)('patient images (files in the %s)', (storeKind) => {
  let t: TestApp;
  let admin: Session;
  let doctor: Session;
  let patient: string;
  let other: { doctor: Session; patient: string };
  let folder: string | undefined;
  let countBlobs: () => Promise<number>;

  const countRows = async () => Number((await t.db.query<{ n: number }>('select count(*)::int as n from patient_images'))[0].n);
  const uploadImage = (bytes: Buffer, query: Record<string, string> = {}, token = doctor.token) =>
    upload<Answer>(t.app, token, 'clinical/image', { patient, kind: 'retro_alveolaire', takenOn: '2026-03-10', ...query }, bytes);

  beforeAll(async () => {
    let files: FileStore | undefined;
    if (storeKind === 'folder') {
      folder = mkdtempSync(join(tmpdir(), 'dental-files-test-'));
      files = folderFileStore(folder);
    }
    t = await startTestApp(files ? { files } : {});
    countBlobs = async () => {
      if (!folder) return Number((await t.db.query<{ n: number }>('select count(*)::int as n from stored_files'))[0].n);
      let n = 0;
      for await (const sha of folderBlobs(folder)) if (sha) n += 1;
      return n;
    };
    admin = await loginAdmin(t.app);
    ({ doctor, patient } = await doctorWithPatient(t.app, admin.token, 'imaging-doctor'));
    other = await doctorWithPatient(t.app, admin.token, 'imaging-other');
  });
  afterAll(async () => {
    await t.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  async function expectDerivatives(image: PatientImage) {
    const thumb = await download(t.app, doctor.token, `/api/clinical/image/${image._id}/file?variant=thumb`);
    const preview = await download(t.app, doctor.token, `/api/clinical/image/${image._id}/file?variant=preview`);
    for (const served of [thumb, preview]) {
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    }
    const thumbMeta = await sharp(thumb.bytes).metadata();
    const previewMeta = await sharp(preview.bytes).metadata();
    expect([thumbMeta.format, previewMeta.format]).toEqual(['jpeg', 'jpeg']);
    expect(Math.max(thumbMeta.width, thumbMeta.height)).toBe(Math.min(256, Math.max(image.width, image.height)));
    expect(Math.max(previewMeta.width, previewMeta.height)).toBe(Math.min(2048, Math.max(image.width, image.height)));
    expect(previewMeta.width / previewMeta.height).toBeCloseTo(image.width / image.height, 1);
    return { thumb: thumb.bytes, preview: preview.bytes };
  }

  it('stores a JPEG with its thumbnail and preview, and serves the original byte for byte', async () => {
    const bytes = await picture(3000, 2000, 'jpeg');
    const uploaded = await uploadImage(bytes, { teeth: '36,37', name: 'rétro 36.jpg' });
    expect(uploaded.status).toBe(200);
    const image = uploaded.body.success;
    expect(image).toMatchObject({ patient, kind: 'retro_alveolaire', format: 'jpeg', takenOn: '2026-03-10', teeth: ['36', '37'], name: 'rétro 36.jpg', size: bytes.length, width: 3000, height: 2000, window: null });
    expect(image.sha256).toBe(sha256Of(bytes));
    expect(image.uploadedBy?.username).toBe('imaging-doctor');
    await expectDerivatives(image);

    const original = await download(t.app, doctor.token, `/api/clinical/image/${image._id}/file?variant=original`);
    expect(original.status).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(original.bytes, bytes)).toBe(0);
    expect(original.headers['content-disposition']).toBe(`inline; filename*=UTF-8''r%C3%A9tro%2036.jpg`);
    expect(original.headers['cache-control']).toBe('private, no-cache');
    expect(original.headers.etag).toBe(`"${image.sha256}"`);

    const saved = await download(t.app, doctor.token, `/api/clinical/image/${image._id}/file?variant=original&download=1`);
    expect(saved.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''r%C3%A9tro%2036.jpg`);
    const again = await download(t.app, doctor.token, `/api/clinical/image/${image._id}/file?variant=original`, { 'if-none-match': `"${image.sha256}"` });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
  });

  it('stores a PNG, a JPEG turned by its EXIF, and a 16-bit TIFF readable in its preview', async () => {
    const png = (await uploadImage(await picture(300, 200, 'png'))).body.success;
    expect(png).toMatchObject({ format: 'png', width: 300, height: 200 });
    const pngServed = await expectDerivatives(png);
    // Smaller than a thumbnail: never enlarged.
    expect((await sharp(pngServed.thumb).metadata()).width).toBe(256);

    const turned = (await uploadImage(await rotatedJpeg(400, 200))).body.success;
    expect(turned).toMatchObject({ format: 'jpeg', width: 200, height: 400 });
    const turnedPreview = await sharp((await expectDerivatives(turned)).preview).metadata();
    expect([turnedPreview.width, turnedPreview.height]).toEqual([200, 400]);

    const tiff = (await uploadImage(grey16Tiff(512, 256), { kind: 'panoramique' })).body.success;
    expect(tiff).toMatchObject({ format: 'tiff', width: 512, height: 256 });
    const { preview } = await expectDerivatives(tiff);
    // 12-bit values in 16 bits are stretched to the preview's whole range, not left near black.
    const stats = await sharp(preview).stats();
    expect(stats.channels[0].max).toBeGreaterThan(200);
    expect(stats.channels[0].mean).toBeGreaterThan(80);
    const original = await download(t.app, doctor.token, `/api/clinical/image/${tiff._id}/file?variant=original`);
    expect(original.headers['content-type']).toBe('image/tiff');
  });

  it('reads a DICOM through its window, and renders its preview at the viewer’s window on asking', async () => {
    const bytes = dicomRadiograph(320, 240, { center: 1000, width: 800 });
    const image = (await uploadImage(bytes, { name: 'capteur.dcm', teeth: '36' })).body.success;
    expect(image).toMatchObject({ format: 'dicom', width: 320, height: 240, window: { center: 1000, width: 800 } });
    const { preview } = await expectDerivatives(image);
    const original = await download(t.app, doctor.token, `/api/clinical/image/${image._id}/file?variant=original&download=1`);
    expect(original.headers['content-type']).toBe('application/dicom');
    expect(original.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''capteur.dcm`);
    expect(Buffer.compare(original.bytes, bytes)).toBe(0);

    const wide = await download(t.app, doctor.token, `/api/clinical/image/${image._id}/file?variant=preview&center=2048&width=4096`);
    expect(wide.status).toBe(200);
    expect(wide.headers['content-type']).toBe('image/jpeg');
    expect(wide.headers.etag).not.toBe(`"${image.sha256}"`);
    expect(Buffer.compare(wide.bytes, preview)).not.toBe(0);
    // The file's window (1000 ± 400) makes most of the ramp white; the wide one keeps it a mid grey.
    const [narrowMean, wideMean] = [(await sharp(preview).stats()).channels[0].mean, (await sharp(wide.bytes).stats()).channels[0].mean];
    expect(narrowMean).toBeGreaterThan(wideMean + 40);
    const refused = await call(t.app, 'GET', `/api/clinical/image/${image._id}/file?variant=preview&width=0`, { token: doctor.token });
    expect(refused.status).toBe(300);
    expect(refused.body).toEqual({ formErrors: [fr('clinical.windowInvalid')] });
  });

  it('reads the other DICOMs sensors write: implicit VR, signed with a rescale, MONOCHROME1, 8-bit RGB, a JPEG frame', async () => {
    const ramp = new Int16Array(64 * 32).map((_, i) => (i % 64) * 10 - 300);
    const variants = [
      writeDicom({ rows: 32, columns: 64, pixels: new Uint16Array(64 * 32).map((_, i) => i % 64), transferSyntax: 'implicitLittle' }),
      writeDicom({ rows: 32, columns: 64, pixels: ramp, signed: true, rescale: { slope: 2, intercept: 100 } }),
      writeDicom({ rows: 32, columns: 64, pixels: new Uint8Array(64 * 32).map((_, i) => i % 64), bitsAllocated: 8, photometric: 'MONOCHROME1' }),
      writeDicom({ rows: 32, columns: 64, pixels: new Uint8Array(64 * 32 * 3).map((_, i) => i % 256), photometric: 'RGB' }),
      writeDicom({ rows: 200, columns: 300, transferSyntax: 'jpegBaseline', jpegFrame: await picture(300, 200, 'jpeg') }),
    ];
    for (const bytes of variants) {
      const uploaded = await uploadImage(bytes);
      expect(uploaded.status).toBe(200);
      expect(uploaded.body.success.format).toBe('dicom');
      await expectDerivatives(uploaded.body.success);
    }
  });

  it('refuses what is not an accepted image, or is damaged, with a clear message, storing nothing', async () => {
    const rows = await countRows();
    const blobs = await countBlobs();
    const png = await picture(400, 300, 'png');
    const dicom = dicomRadiograph();
    const cases: [Buffer, Record<string, string>, string][] = [
      [HTML_NAMED_PNG, { name: 'radio.png' }, fr('clinical.imageFormatRefused')],
      [SVG_NAMED_PNG, { name: 'radio.png' }, fr('clinical.imageFormatRefused')],
      [Buffer.from('%PDF-1.4 not an image'), {}, fr('clinical.imageFormatRefused')],
      [png.subarray(0, png.length - 400), { name: 'cut.png' }, fr('clinical.fileDamaged')],
      [dicom.subarray(0, dicom.length - 5000), { name: 'cut.dcm' }, fr('clinical.fileDamaged')],
      [dicom.subarray(0, 200), { name: 'head.dcm' }, fr('clinical.fileDamaged')],
      [writeDicom({ rows: 8, columns: 8, pixels: new Uint16Array(64), bitsAllocated: 16 }).subarray(0, 140), {}, fr('clinical.fileDamaged')],
    ];
    for (const [bytes, query, message] of cases) {
      const refused = await uploadImage(bytes, query);
      expect({ name: query.name, status: refused.status, body: refused.body }).toEqual({ name: query.name, status: 300, body: { formErrors: [message] } });
    }
    const empty = await uploadImage(Buffer.alloc(0));
    expect(empty.body).toEqual({ formErrors: [fr('clinical.fileRequired')] });
    const json = await call(t.app, 'POST', `/api/clinical/image?patient=${patient}&kind=panoramique&takenOn=2026-03-10`, { token: doctor.token, body: { file: 'x' } });
    expect(json.status).toBe(300);
    expect(json.body).toEqual({ formErrors: [fr('clinical.fileRequired')] });
    const badKind = await uploadImage(png, { kind: 'selfie' });
    expect(badKind.body).toEqual({ formErrors: [fr('clinical.imageKindInvalid')] });
    expect([await countRows(), await countBlobs()]).toEqual([rows, blobs]);
  });

  it('refuses a file over 50 MB, announced or sent in chunks, storing nothing', async () => {
    const rows = await countRows();
    const blobs = await countBlobs();
    const announced = await t.app.inject({
      method: 'POST',
      url: `/api/clinical/image?patient=${patient}&kind=panoramique&takenOn=2026-03-10`,
      headers: { authorization: `Bearer ${doctor.token}`, 'content-type': 'application/octet-stream', 'content-length': String(UPLOAD_MAX_BYTES + 1) },
      payload: Buffer.alloc(16),
    });
    expect(announced.statusCode).toBe(413);
    expect(JSON.parse(announced.body)).toEqual({ err: fr('clinical.fileTooLarge', { size: 51, limit: 50 }) });

    const chunk = Buffer.alloc(1024 * 1024, 7);
    const chunks = Readable.from((function* () {
      for (let i = 0; i <= UPLOAD_MAX_BYTES / chunk.length; i += 1) yield chunk;
    })());
    const chunked = await t.app.inject({
      method: 'POST',
      url: `/api/clinical/image?patient=${patient}&kind=panoramique&takenOn=2026-03-10`,
      headers: { authorization: `Bearer ${doctor.token}`, 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' },
      payload: chunks,
    });
    expect(chunked.statusCode).toBe(413);
    expect(JSON.parse(chunked.body)).toEqual({ err: fr('clinical.fileTooLarge', { size: '> 50', limit: 50 }) });
    expect([await countRows(), await countBlobs()]).toEqual([rows, blobs]);
  });

  it('answers another doctor’s patient’s image to an own-scope doctor exactly as an unknown id', async () => {
    const theirs = (await upload<Answer>(t.app, other.doctor.token, 'clinical/image', { patient: other.patient, kind: 'bite_wing', takenOn: '2026-01-05' }, await picture(64, 48, 'png'))).body.success;
    const unknownId = '987654321';
    for (const suffix of ['/file?variant=thumb', '/file?variant=original']) {
      const refused = await download(t.app, doctor.token, `/api/clinical/image/${theirs._id}${suffix}`);
      const unknown = await download(t.app, doctor.token, `/api/clinical/image/${unknownId}${suffix}`);
      expect([refused.status, refused.body]).toEqual([404, unknown.body]);
    }
    const changed = await call(t.app, 'PUT', `/api/clinical/image/${theirs._id}`, { token: doctor.token, body: { kind: 'panoramique', takenOn: '2026-01-05' } });
    const changedUnknown = await call(t.app, 'PUT', `/api/clinical/image/${unknownId}`, { token: doctor.token, body: { kind: 'panoramique', takenOn: '2026-01-05' } });
    expect([changed.status, changed.body]).toEqual([404, changedUnknown.body]);
    const removed = await call(t.app, 'DELETE', `/api/clinical/image/${theirs._id}`, { token: doctor.token });
    expect([removed.status, removed.body]).toEqual([404, changedUnknown.body]);
    const list = await call(t.app, 'GET', `/api/clinical/image?patient=${other.patient}`, { token: doctor.token });
    expect(list.status).toBe(404);
    const upload404 = await upload(t.app, doctor.token, 'clinical/image', { patient: other.patient, kind: 'bite_wing', takenOn: '2026-01-05' }, await picture(64, 48, 'png'));
    expect(upload404.status).toBe(404);
    // The administrator (every patient) sees it.
    expect((await download(t.app, admin.token, `/api/clinical/image/${theirs._id}/file?variant=thumb`)).status).toBe(200);
    // No token, no image.
    expect((await t.app.inject({ method: 'GET', url: `/api/clinical/image/${theirs._id}/file` })).statusCode).toBe(401);
  });

  it('lists a patient’s images newest taken first, by tooth, changes them, and removes them (their bytes once no image names them)', async () => {
    const { patient: fresh } = await doctorWithPatient(t.app, admin.token, `imaging-list-${storeKind}`);
    const bytes = await picture(120, 80, 'png');
    const add = (takenOn: string, teeth: string) => upload<Answer>(t.app, admin.token, 'clinical/image', { patient: fresh, kind: 'retro_alveolaire', takenOn, teeth }, bytes);
    const older = (await add('2025-11-02', '36')).body.success;
    const newer = (await add('2026-02-14', '36,46')).body.success;
    const other46 = (await add('2026-01-20', '46')).body.success;
    expect(newer.sha256).toBe(older.sha256);

    const all = await call<{ success: PatientImage[] }>(t.app, 'GET', `/api/clinical/image?patient=${fresh}`, { token: admin.token });
    expect(all.body.success.map((i) => i._id)).toEqual([newer._id, other46._id, older._id]);
    const on36 = await call<{ success: PatientImage[] }>(t.app, 'GET', `/api/clinical/image?patient=${fresh}&tooth=36`, { token: admin.token });
    expect(on36.body.success.map((i) => i._id)).toEqual([newer._id, older._id]);

    const changed = await call<Answer>(t.app, 'PUT', `/api/clinical/image/${older._id}`, { token: admin.token, body: { kind: 'bite_wing', takenOn: '2026-03-01', teeth: [37] } });
    expect(changed.body.success).toMatchObject({ kind: 'bite_wing', takenOn: '2026-03-01', teeth: ['37'] });

    const blobs = await countBlobs();
    for (const image of [older, newer]) {
      const removed = await call<Answer>(t.app, 'DELETE', `/api/clinical/image/${image._id}`, { token: admin.token });
      expect(removed.body.success._id).toBe(image._id);
      // The third image has the same bytes: they stay.
      expect(await countBlobs()).toBe(blobs);
    }
    expect((await download(t.app, admin.token, `/api/clinical/image/${other46._id}/file?variant=original`)).status).toBe(200);
    await call(t.app, 'DELETE', `/api/clinical/image/${other46._id}`, { token: admin.token });
    expect(await countBlobs()).toBe(blobs - 3);
    expect((await download(t.app, admin.token, `/api/clinical/image/${other46._id}/file`)).status).toBe(404);
  });

  it('keeps the bytes of an image uploaded while another image of the same bytes is removed', async () => {
    const bytes = await picture(640, 480, 'png');
    let kept = (await uploadImage(bytes)).body.success;
    for (let round = 0; round < 6; round += 1) {
      const [removed, uploaded] = await Promise.all([
        call(t.app, 'DELETE', `/api/clinical/image/${kept._id}`, { token: doctor.token }),
        uploadImage(bytes, { takenOn: '2026-03-11' }),
      ]);
      expect([removed.status, uploaded.status]).toEqual([200, 200]);
      kept = uploaded.body.success;
      for (const variant of ['original', 'thumb', 'preview']) {
        expect((await download(t.app, doctor.token, `/api/clinical/image/${kept._id}/file?variant=${variant}`)).status).toBe(200);
      }
    }
    await call(t.app, 'DELETE', `/api/clinical/image/${kept._id}`, { token: doctor.token });
  });
});

describe('the stores', () => {
  it('keep the same bytes once, by their SHA-256', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'dental-files-store-'));
    try {
      const store = folderFileStore(folder);
      const bytes = Buffer.from('the same bytes');
      const sha = await store.put(bytes);
      expect(await store.put(bytes)).toBe(sha);
      expect(sha).toBe(sha256Of(bytes));
      const listed: string[] = [];
      for await (const found of folderBlobs(folder)) listed.push(found);
      expect(listed).toEqual([sha]);
      expect((await store.get(sha))?.toString()).toBe('the same bytes');
      await store.remove(sha);
      expect(await store.get(sha)).toBeUndefined();
      expect(await store.get('../../etc/passwd')).toBeUndefined();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
