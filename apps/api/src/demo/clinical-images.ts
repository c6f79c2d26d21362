import type { ImageKind } from '@dental/contracts';
import sharp from 'sharp';
import type { Db } from '../db/types';
import { storeThenRecord } from '../modules/clinical-files/blobs';
import { writeDicom } from '../modules/clinical-files/dicom-writer';
import { checkImage } from '../modules/clinical-files/file-content';
import type { FileStore } from '../modules/clinical-files/file-store';

/**
 * Radiographs for the demo clinic (issue 37), drawn here (SVG rendered by libvips), never
 * downloaded: a panoramic PNG, a retro-alveolar JPEG of the lower left molars and, for the first
 * patient, the same retro-alveolar as a 16-bit DICOM as a sensor writes it. Idempotent: patients
 * who have images are left as they are.
 */

/** How many demo patients get radiographs. */
export const DEMO_IMAGE_PATIENTS = 6;

/** A tooth as the X-ray shows it: crown and root bright, the pulp darker, a filling or an implant brightest. */
function tooth(x: number, y: number, width: number, height: number, down: boolean, mark?: 'filling' | 'implant'): string {
  const crown = down ? y : y + height * 0.6;
  const root = down ? y + height * 0.35 : y;
  const parts = [
    `<rect x="${x}" y="${root}" width="${width * 0.7}" height="${height * 0.65}" rx="${width * 0.3}" transform="translate(${width * 0.15} 0)" fill="#b8b8b8"/>`,
    `<rect x="${x}" y="${crown}" width="${width}" height="${height * 0.4}" rx="${width * 0.25}" fill="#dcdcdc"/>`,
    `<rect x="${x + width * 0.42}" y="${root + height * 0.05}" width="${width * 0.16}" height="${height * 0.55}" rx="${width * 0.08}" fill="#707070"/>`,
  ];
  if (mark === 'filling') parts.push(`<rect x="${x + width * 0.25}" y="${crown + height * (down ? 0.02 : 0.22)}" width="${width * 0.5}" height="${height * 0.14}" rx="6" fill="#ffffff"/>`);
  if (mark === 'implant') parts.push(`<rect x="${x + width * 0.35}" y="${root}" width="${width * 0.3}" height="${height * 0.6}" fill="#ffffff"/>`);
  return parts.join('');
}

/** A panoramic: both arches, 16 teeth each, an implant on 36 and a filling on 16. */
function panoramicSvg(width: number, height: number): string {
  const teeth: string[] = [];
  const step = width / 18;
  for (let i = 0; i < 16; i += 1) {
    const x = step * (i + 1);
    teeth.push(tooth(x, height * 0.12, step * 0.85, height * 0.36, false, i === 2 ? 'filling' : undefined));
    teeth.push(tooth(x, height * 0.52, step * 0.85, height * 0.36, true, i === 13 ? 'implant' : undefined));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="bone"><stop offset="0" stop-color="#4a4a4a"/><stop offset="1" stop-color="#141414"/></radialGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#bone)"/>${teeth.join('')}</svg>`;
}

/** A retro-alveolar of 35-37: three lower teeth, a filling on 36. */
function retroSvg(width: number, height: number): string {
  const step = width / 3.4;
  const teeth = [0, 1, 2].map((i) => tooth(step * (0.2 + i * 1.05), height * 0.1, step * 0.9, height * 0.8, true, i === 1 ? 'filling' : undefined));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#262626"/>${teeth.join('')}</svg>`;
}

/** A drawing as 12-bit values in 16 bits with a little sensor noise, in a DICOM with its window. */
export async function radiographDicom(width: number, height: number, drawing: 'retro' | 'panoramic' = 'retro'): Promise<Buffer> {
  const svg = drawing === 'retro' ? retroSvg(width, height) : panoramicSvg(width, height);
  const grey = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer();
  let noise = 12345;
  const pixels = new Uint16Array(width * height);
  for (let i = 0; i < pixels.length; i += 1) {
    noise = (noise * 1103515245 + 12345) % 2147483648;
    pixels[i] = Math.min(4095, grey[i * (grey.length / pixels.length)] * 16 + (noise % 64));
  }
  return writeDicom({ rows: height, columns: width, pixels, bitsStored: 12, window: { center: 2100, width: 3800 } });
}

interface DemoImage {
  kind: ImageKind;
  teeth: string[];
  name: string;
  bytes: () => Promise<Buffer>;
  /** Days before now it was taken. */
  daysAgo: number;
}

function demoImages(first: boolean): DemoImage[] {
  const images: DemoImage[] = [
    { kind: 'panoramique', teeth: [], name: 'panoramique.png', daysAgo: 120, bytes: () => sharp(Buffer.from(panoramicSvg(1600, 800))).png().toBuffer() },
    { kind: 'retro_alveolaire', teeth: ['35', '36', '37'], name: 'retro-36.jpg', daysAgo: 30, bytes: () => sharp(Buffer.from(retroSvg(600, 800))).jpeg({ quality: 85 }).toBuffer() },
  ];
  if (first) images.push({ kind: 'retro_alveolaire', teeth: ['36'], name: 'capteur-36.dcm', daysAgo: 7, bytes: () => radiographDicom(480, 640) });
  return images;
}

/** Gives up to DEMO_IMAGE_PATIENTS demo patients (those with a quote first) their radiographs; resolves to the images added. */
export async function seedClinicalImages(db: Db, files: FileStore, options: { now?: Date; patients?: number } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const wanted = options.patients ?? DEMO_IMAGE_PATIENTS;
  const [{ n: already }] = await db.query<{ n: number }>('select count(distinct patient_id)::int as n from patient_images');
  if (already >= wanted) return 0;
  const patients = await db.query<{ id: string; doctor: string }>(
    `select p.id::text as id, min(d.doctor_id)::text as doctor from patients p join patient_doctors d on d.patient_id = p.id
      where not exists (select 1 from patient_images i where i.patient_id = p.id)
      group by p.id
      -- Patients with a quote first: their charts have work and conditions (clinical-records.ts) beside the images.
      order by exists (select 1 from quotes q where q.patient_id = p.id) desc, p.id limit $1`,
    [wanted - already],
  );
  let added = 0;
  for (const [index, patient] of patients.entries()) {
    for (const image of demoImages(already === 0 && index === 0)) {
      const bytes = await image.bytes();
      const checked = await checkImage(bytes);
      const takenOn = new Date(now.getTime() - image.daysAgo * 86_400_000).toISOString().slice(0, 10);
      await storeThenRecord(db, files, [bytes, checked.thumb, checked.preview], (tx, [sha256, thumb, preview]) =>
        tx.query(
          `insert into patient_images (patient_id, kind, format, taken_on, teeth, name, size, width, height, sha256, thumb_sha256, preview_sha256, window_center, window_width, user_id)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
          [patient.id, image.kind, checked.format, takenOn, image.teeth, image.name, bytes.length, checked.width, checked.height, sha256, thumb, preview, checked.window?.center ?? null, checked.window?.width ?? null, patient.doctor],
        ),
      );
      added += 1;
    }
  }
  return added;
}
