import { createJPEGBasicOffsetTable, parseDicom, readEncapsulatedImageFrame, type DataSet } from 'dicom-parser';
import { FormError } from '../../http/errors';
import { TRANSFER_SYNTAX } from './dicom-writer';

/**
 * The image of a DICOM file, read with dicom-parser: uncompressed (implicit or explicit VR little
 * endian; grey 8 or 16 bits, signed or not, MONOCHROME1 or 2, with its rescale; or RGB 8 bits),
 * or one JPEG baseline frame (decoded by libvips later). Other compressions hold no image we can
 * read (`clinical.dicomNoImage`); a file cut short is damaged (`clinical.fileDamaged`).
 */

export interface DicomWindow {
  center: number;
  width: number;
}

export type DicomPicture =
  /** Modality values (after rescale), row by row, and the window the file gives (else min to max). */
  | { kind: 'grey'; width: number; height: number; values: Float32Array; invert: boolean; window: DicomWindow }
  | { kind: 'rgb'; width: number; height: number; raw: Buffer }
  | { kind: 'jpeg'; width: number; height: number; frame: Buffer };

const UNCOMPRESSED = new Set<string>([TRANSFER_SYNTAX.implicitLittle, TRANSFER_SYNTAX.explicitLittle]);

const damaged = () => new FormError(['clinical.fileDamaged']);
const noImage = () => new FormError(['clinical.dicomNoImage']);

function parsed(bytes: Buffer): DataSet {
  try {
    return parseDicom(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    // dicom-parser throws texts and objects, not Errors: any failure to read is a damaged file.
    throw damaged();
  }
}

function numberOf(data: DataSet, tag: string): number | undefined {
  const value = data.floatString(tag, 0);
  return value === undefined || !Number.isFinite(value) ? undefined : value;
}

function minMax(values: Float32Array): DicomWindow {
  let low = Infinity;
  let high = -Infinity;
  for (const value of values) {
    if (value < low) low = value;
    if (value > high) high = value;
  }
  return { center: (low + high) / 2, width: Math.max(high - low, 1) };
}

function greyValues(data: DataSet, offset: number, count: number, bitsAllocated: number): Float32Array {
  const { byteArray } = data;
  const view = new DataView(byteArray.buffer, byteArray.byteOffset + offset, count * (bitsAllocated / 8));
  const signed = data.uint16('x00280103') === 1;
  const bitsStored = data.uint16('x00280101') ?? bitsAllocated;
  const slope = numberOf(data, 'x00281053') ?? 1;
  const intercept = numberOf(data, 'x00281052') ?? 0;
  const mask = 2 ** bitsStored - 1;
  const signBit = 2 ** (bitsStored - 1);
  const values = new Float32Array(count);
  for (let i = 0; i < count; i += 1) {
    let stored = (bitsAllocated === 16 ? view.getUint16(i * 2, true) : view.getUint8(i)) & mask;
    if (signed && stored >= signBit) stored -= 2 ** bitsStored;
    values[i] = stored * slope + intercept;
  }
  return values;
}

/** The picture of a DICOM file's first frame, or a FormError saying why it has none. */
export function readDicom(bytes: Buffer): DicomPicture {
  const data = parsed(bytes);
  const pixelData = data.elements.x7fe00010;
  const width = data.uint16('x00280011') ?? 0;
  const height = data.uint16('x00280010') ?? 0;
  if (!pixelData || width === 0 || height === 0) throw noImage();
  const syntax = data.string('x00020010') ?? '';
  const samples = data.uint16('x00280002') ?? 1;
  const photometric = (data.string('x00280004') ?? 'MONOCHROME2').toUpperCase();

  if (syntax === TRANSFER_SYNTAX.jpegBaseline && pixelData.encapsulatedPixelData) {
    try {
      // Without an offset table (often left empty), the frames are found by their JPEG markers.
      const offsets = pixelData.basicOffsetTable?.length ? undefined : createJPEGBasicOffsetTable(data, pixelData);
      const frame = readEncapsulatedImageFrame(data, pixelData, 0, offsets);
      return { kind: 'jpeg', width, height, frame: Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength) };
    } catch {
      throw damaged();
    }
  }
  if (!UNCOMPRESSED.has(syntax) || pixelData.encapsulatedPixelData) throw noImage();

  const bitsAllocated = data.uint16('x00280100') ?? 0;
  if (bitsAllocated !== 8 && bitsAllocated !== 16) throw noImage();
  const count = width * height;
  const needed = count * samples * (bitsAllocated / 8);
  // A file cut short: dicom-parser keeps the element's announced length; the bytes are not all there.
  if (pixelData.dataOffset + needed > data.byteArray.length || pixelData.length < needed) throw damaged();

  if (samples === 3 && photometric === 'RGB' && bitsAllocated === 8) {
    const planar = data.uint16('x00280006') === 1;
    const source = Buffer.from(data.byteArray.buffer, data.byteArray.byteOffset + pixelData.dataOffset, needed);
    if (!planar) return { kind: 'rgb', width, height, raw: Buffer.from(source) };
    const raw = Buffer.alloc(needed);
    for (let i = 0; i < count; i += 1) for (let c = 0; c < 3; c += 1) raw[i * 3 + c] = source[c * count + i];
    return { kind: 'rgb', width, height, raw };
  }
  if (samples !== 1 || (photometric !== 'MONOCHROME1' && photometric !== 'MONOCHROME2')) throw noImage();

  const values = greyValues(data, pixelData.dataOffset, count, bitsAllocated);
  const center = numberOf(data, 'x00281050');
  const windowWidth = numberOf(data, 'x00281051');
  const window = center !== undefined && windowWidth !== undefined && windowWidth >= 1 ? { center, width: windowWidth } : minMax(values);
  return { kind: 'grey', width, height, values, invert: photometric === 'MONOCHROME1', window };
}

/** Grey values through a window (DICOM's linear function), one byte a pixel; MONOCHROME1 drawn inverted. */
export function windowed(picture: Extract<DicomPicture, { kind: 'grey' }>, window: DicomWindow): Buffer {
  const { values, invert } = picture;
  const low = window.center - 0.5 - (window.width - 1) / 2;
  const span = Math.max(window.width - 1, 1);
  const out = Buffer.alloc(values.length);
  for (let i = 0; i < values.length; i += 1) {
    const level = values[i] <= low ? 0 : values[i] > low + span ? 255 : Math.round(((values[i] - low) / span) * 255);
    out[i] = invert ? 255 - level : level;
  }
  return out;
}
