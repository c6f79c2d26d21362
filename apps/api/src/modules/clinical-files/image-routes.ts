import { ACTION, type PatientImage } from '@dental/contracts';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/types';
import { notFound } from '../../http/errors';
import { currentUser, requireAction, requireView } from '../../http/guards';
import { checkPatientAccess } from '../../http/patient-access';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import type { AuthUser } from '../../plugins/auth';
import { removeThenRelease, storeThenRecord } from './blobs';
import { checkImage, dicomPreviewAt } from './file-content';
import type { FileStore } from './file-store';
import { IMAGE_ANSWER_COLUMNS, IMAGE_ANSWER_FROM } from './image-rows';
import { downloadName, sendStored } from './serve-file';
import { uploadedBytes, uploadOptions } from './upload';

const COLLECTION = 'IMAGERIE';

interface StoredImage {
  image: PatientImage;
  thumb: string;
  preview: string;
}

async function findImage(db: Queryable, id: string): Promise<StoredImage | undefined> {
  const rows = await db.query<PatientImage & { thumb: string; preview: string }>(
    `select ${IMAGE_ANSWER_COLUMNS}, i.thumb_sha256 as thumb, i.preview_sha256 as preview from ${IMAGE_ANSWER_FROM} where i.id = $1`,
    [id],
  );
  const found = rows[0];
  if (!found) return undefined;
  const { thumb, preview, ...image } = found;
  return { image, thumb, preview };
}

/** A patient's radiographs and photos: listed, uploaded (checked and derived), served, changed, removed. */
export async function imageRoutes(app: FastifyInstance, files: FileStore) {
  const { db } = app;

  /** The image, when `me` may see its patient; another doctor's patient's image is not found, as an unknown id. */
  const imageOf = async (me: AuthUser, id: string): Promise<StoredImage> => {
    const stored = await findImage(db, id);
    if (!stored) throw notFound();
    await checkPatientAccess(db, me, stored.image.patient, COLLECTION);
    return stored;
  };

  route(app, 'patientImages.list', { guard: requireView(COLLECTION) }, async (request) => {
    const { patient, tooth } = request.query;
    await checkPatientAccess(db, currentUser(request), patient, COLLECTION);
    const images = await db.query<PatientImage>(
      `select ${IMAGE_ANSWER_COLUMNS} from ${IMAGE_ANSWER_FROM}
        where i.patient_id = $1 and ($2::text is null or $2::text = any(i.teeth))
        order by i.taken_on desc, i.id desc`,
      [patient, tooth ?? null],
    );
    return ok(images);
  });

  route(app, 'patientImages.upload', uploadOptions(requireAction(ACTION.create, COLLECTION)), async (request) => {
    const me = currentUser(request);
    const { patient, kind, takenOn, teeth, name } = request.query;
    await checkPatientAccess(db, me, patient, COLLECTION);
    const original = uploadedBytes(request.body);
    const checked = await checkImage(original);
    const id = await storeThenRecord(db, files, [original, checked.thumb, checked.preview], async (tx, [sha256, thumb, preview]) => {
      const rows = await tx.query<{ id: string }>(
        `insert into patient_images (patient_id, kind, format, taken_on, teeth, name, size, width, height, sha256, thumb_sha256, preview_sha256, window_center, window_width, user_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) returning id::text as id`,
        [patient, kind, checked.format, takenOn, teeth, name, original.length, checked.width, checked.height, sha256, thumb, preview, checked.window?.center ?? null, checked.window?.width ?? null, me.id],
      );
      return rows[0].id;
    });
    request.log.info({ image: id, patient, format: checked.format, bytes: original.length }, 'patient image stored');
    return ok((await imageOf(me, id)).image);
  });

  route(app, 'patientImages.file', { guard: requireView(COLLECTION) }, async (request, reply) => {
    const { image, thumb, preview } = await imageOf(currentUser(request), request.params.id);
    const { variant, center, width, download = false } = request.query;
    const read = async (sha256: string) => {
      const bytes = await files.get(sha256);
      if (!bytes) throw new Error(`the stored file ${sha256} of image ${image._id} is missing`);
      return bytes;
    };
    const fallback = `image-${image._id}`;
    if (variant === 'original') {
      return sendStored(request, reply, { format: image.format, tag: image.sha256, name: downloadName(image.name, fallback, image.format), download, read: () => read(image.sha256) });
    }
    const jpegName = downloadName(`${image.name.replace(/\.[^.]*$/, '') || fallback}-${variant}`, fallback, 'jpeg');
    const windowAsked = image.format === 'dicom' && image.window && variant === 'preview' && (center !== undefined || width !== undefined);
    if (windowAsked && image.window) {
      const window = { center: center ?? image.window.center, width: width ?? image.window.width };
      return sendStored(request, reply, {
        format: 'jpeg',
        tag: `${preview}-${window.center}-${window.width}`,
        name: jpegName,
        download,
        read: async () => dicomPreviewAt(await read(image.sha256), window),
      });
    }
    const sha256 = variant === 'thumb' ? thumb : preview;
    return sendStored(request, reply, { format: 'jpeg', tag: sha256, name: jpegName, download, read: () => read(sha256) });
  });

  route(app, 'patientImages.update', { guard: requireAction(ACTION.edit, COLLECTION) }, async (request) => {
    const me = currentUser(request);
    const { image } = await imageOf(me, request.params.id);
    const { kind, takenOn, teeth } = request.body;
    const rows = await db.query('update patient_images set kind = $2, taken_on = $3, teeth = $4 where id = $1 returning id', [image._id, kind, takenOn, teeth]);
    if (rows.length === 0) throw notFound();
    return ok((await imageOf(me, image._id)).image);
  });

  route(app, 'patientImages.remove', { guard: requireAction(ACTION.remove, COLLECTION) }, async (request) => {
    const { image, thumb, preview } = await imageOf(currentUser(request), request.params.id);
    await removeThenRelease(db, files, [image.sha256, thumb, preview], async (tx) => {
      const rows = await tx.query('delete from patient_images where id = $1 returning id', [image._id]);
      if (rows.length === 0) throw notFound();
    });
    return ok(image);
  });
}
