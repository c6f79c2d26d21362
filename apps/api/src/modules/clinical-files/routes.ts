import type { FastifyInstance } from 'fastify';
import { documentRoutes } from './document-routes';
import type { FileStore } from './file-store';
import { imageRoutes } from './image-routes';
import { acceptUploads } from './upload';

export interface ClinicalFileOptions {
  /** Where the files' bytes are stored (a folder beside the data, or the database). */
  files: FileStore;
}

/** The patient's radiographs, photos and documents (issue 37), served only through the API with the caller's rights. */
export async function clinicalFileRoutes(app: FastifyInstance, options: ClinicalFileOptions) {
  acceptUploads(app);
  await imageRoutes(app, options.files);
  await documentRoutes(app, options.files);
}
