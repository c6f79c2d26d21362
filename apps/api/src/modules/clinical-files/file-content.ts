import type { DocumentFormat, ImageFormat, MessageKey } from '@dental/contracts';
import type { Metadata, Sharp } from 'sharp';
import { FormError } from '../../http/errors';
import { readDicom, windowed, type DicomPicture, type DicomWindow } from './dicom-image';

/**
 * What an uploaded file really is, read from its bytes (never its name): DICOM by its "DICM" at
 * offset 128, PDF by its "%PDF-", otherwise what libvips (sharp) finds, and only JPEG, PNG or
 * TIFF. An image is decoded whole to make its thumbnail and screen-size preview, so a file cut
 * short is found damaged. Every refusal is a FormError with its message, before anything is stored.
 */

export const THUMB_SIZE = 256;
export const PREVIEW_SIZE = 2048;

export interface CheckedImage {
  format: ImageFormat;
  /** The picture's size as shown (after the EXIF orientation). */
  width: number;
  height: number;
  /** A DICOM's window as its file gives it (else its values' range); null for other formats. */
  window: DicomWindow | null;
  thumb: Buffer;
  preview: Buffer;
}

type SharpModule = (typeof import('sharp'))['default'];
let libvips: SharpModule | undefined;

/** sharp (libvips), loaded at the first file that needs it: the server starts without it (about 0.1 s and 20 MB). */
async function sharpOf(): Promise<SharpModule> {
  libvips ??= (await import('sharp')).default;
  return libvips;
}

const RASTER_FORMATS = ['jpeg', 'png', 'tiff'] as const;
type RasterFormat = (typeof RASTER_FORMATS)[number];

/** libvips' failures on damaged input are errors, not mere warnings: a camera's odd marker passes, a truncated file does not. */
const DECODE = { failOn: 'error' } as const;

function isDicom(bytes: Buffer): boolean {
  return bytes.length >= 132 && bytes.toString('latin1', 128, 132) === 'DICM';
}

function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-';
}

/** The raster format libvips reads in the bytes, or undefined for anything else (an SVG, an HTML page, a text). */
async function rasterFormat(bytes: Buffer): Promise<{ format: RasterFormat; metadata: Metadata } | undefined> {
  try {
    const metadata = await (await sharpOf())(bytes).metadata();
    const format = RASTER_FORMATS.find((known) => known === metadata.format);
    return format ? { format, metadata } : undefined;
  } catch {
    return undefined;
  }
}

async function asJpeg(image: Sharp, size: number): Promise<Buffer> {
  return image.resize(size, size, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 82 }).toBuffer();
}

/** The preview (at most PREVIEW_SIZE), then the thumbnail made from it; a decoding failure is a damaged file. */
async function derivatives(decoded: Sharp): Promise<{ thumb: Buffer; preview: Buffer }> {
  try {
    const preview = await asJpeg(decoded, PREVIEW_SIZE);
    return { preview, thumb: await asJpeg((await sharpOf())(preview), THUMB_SIZE) };
  } catch {
    throw new FormError(['clinical.fileDamaged']);
  }
}

/** A raster image decoded upright; 16-bit greys stretched to their range (a 12-bit sensor's values would be near black), transparency on white. */
async function decodedRaster(bytes: Buffer, metadata: Metadata): Promise<Sharp> {
  let image = (await sharpOf())(bytes, DECODE).autoOrient();
  if (metadata.depth === 'ushort' || metadata.depth === 'short') image = image.normalise({ lower: 0, upper: 100 });
  if (metadata.hasAlpha) image = image.flatten({ background: '#ffffff' });
  return image;
}

/** A DICOM picture as libvips takes it, through `window` for a grey one. */
async function dicomSharp(picture: DicomPicture, window?: DicomWindow): Promise<Sharp> {
  const sharp = await sharpOf();
  if (picture.kind === 'jpeg') return sharp(picture.frame, DECODE);
  if (picture.kind === 'rgb') return sharp(picture.raw, { raw: { width: picture.width, height: picture.height, channels: 3 } });
  return sharp(windowed(picture, window ?? picture.window), { raw: { width: picture.width, height: picture.height, channels: 1 } });
}

function refused(key: MessageKey): FormError {
  return new FormError([key]);
}

/** An image upload checked and its thumbnail and preview made; refused unless JPEG, PNG, TIFF or DICOM. */
export async function checkImage(bytes: Buffer): Promise<CheckedImage> {
  if (isDicom(bytes)) {
    const picture = readDicom(bytes);
    const window = picture.kind === 'grey' ? picture.window : null;
    return { format: 'dicom', width: picture.width, height: picture.height, window, ...(await derivatives(await dicomSharp(picture))) };
  }
  const raster = await rasterFormat(bytes);
  if (!raster) throw refused('clinical.imageFormatRefused');
  const { format, metadata } = raster;
  const made = await derivatives(await decodedRaster(bytes, metadata));
  const upright = metadata.autoOrient ?? { width: metadata.width, height: metadata.height };
  return { format, width: upright.width, height: upright.height, window: null, ...made };
}

/** A document upload checked: a PDF, or a JPEG, PNG or TIFF scan decoded whole (a damaged one refused). */
export async function checkDocument(bytes: Buffer): Promise<DocumentFormat> {
  if (isPdf(bytes)) return 'pdf';
  const raster = await rasterFormat(bytes);
  if (!raster) throw refused('clinical.documentFormatRefused');
  try {
    await (await sharpOf())(bytes, DECODE).stats();
  } catch {
    throw refused('clinical.fileDamaged');
  }
  return raster.format;
}

/** A DICOM's preview at a window of the viewer's choosing (made on the fly, not stored). */
export async function dicomPreviewAt(bytes: Buffer, window: DicomWindow): Promise<Buffer> {
  const picture = readDicom(bytes);
  try {
    return await asJpeg(await dicomSharp(picture, window), PREVIEW_SIZE);
  } catch {
    throw new FormError(['clinical.fileDamaged']);
  }
}
