/**
 * A small DICOM Part 10 writer: a grey (8 or 16 bits, signed or not) or RGB image, uncompressed
 * (explicit or implicit VR little endian) or one JPEG baseline frame encapsulated, with its
 * window and rescale. For the demo clinic's radiograph, the tests and the bench: what a dental
 * sensor exports, made here rather than downloaded.
 */

export const TRANSFER_SYNTAX = {
  implicitLittle: '1.2.840.10008.1.2',
  explicitLittle: '1.2.840.10008.1.2.1',
  jpegBaseline: '1.2.840.10008.1.2.4.50',
} as const;

/** Digital Intra-Oral X-Ray Image Storage, for presentation. */
const INTRA_ORAL_XRAY = '1.2.840.10008.5.1.4.1.1.1.3';
const IMPLEMENTATION_CLASS = '1.2.826.0.1.3680043.10.1337.1';

export interface DicomImageSpec {
  rows: number;
  columns: number;
  /** Row by row; RGB as r, g, b triples. */
  pixels?: Uint8Array | Uint16Array | Int16Array;
  bitsAllocated?: 8 | 16;
  bitsStored?: number;
  signed?: boolean;
  photometric?: 'MONOCHROME1' | 'MONOCHROME2' | 'RGB';
  window?: { center: number; width: number };
  rescale?: { slope: number; intercept: number };
  transferSyntax?: keyof typeof TRANSFER_SYNTAX;
  /** With transferSyntax jpegBaseline: the frame's JPEG bytes (pixels unused). */
  jpegFrame?: Uint8Array;
  /** SOP instance UID (a fixed one by default: the same input writes the same bytes). */
  instanceUid?: string;
}

/** VRs whose length takes 4 bytes after 2 reserved ones in explicit VR. */
const LONG_VRS = new Set(['OB', 'OW', 'OF', 'SQ', 'UT', 'UN']);

function padded(value: string, vr: string): Buffer {
  const bytes = Buffer.from(value, 'latin1');
  if (bytes.length % 2 === 0) return bytes;
  return Buffer.concat([bytes, Buffer.from([vr === 'UI' ? 0 : 0x20])]);
}

function tagBytes(group: number, element: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt16LE(group, 0);
  bytes.writeUInt16LE(element, 2);
  return bytes;
}

function element(explicit: boolean, group: number, elementNumber: number, vr: string, value: Buffer, undefinedLength = false): Buffer {
  const length = undefinedLength ? 0xffffffff : value.length;
  if (!explicit) {
    const head = Buffer.alloc(4);
    head.writeUInt32LE(length, 0);
    return Buffer.concat([tagBytes(group, elementNumber), head, value]);
  }
  const long = LONG_VRS.has(vr);
  const head = Buffer.alloc(long ? 8 : 4);
  head.write(vr, 0, 'latin1');
  if (long) head.writeUInt32LE(length, 4);
  else head.writeUInt16LE(length, 2);
  return Buffer.concat([tagBytes(group, elementNumber), head, value]);
}

const text = (value: string, vr: string) => padded(value, vr);
function us(value: number): Buffer {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16LE(value, 0);
  return bytes;
}

function pixelBytes(spec: DicomImageSpec): Buffer {
  const { pixels } = spec;
  if (!pixels) throw new Error('pixels are required for an uncompressed image');
  const bytes = Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  return bytes.length % 2 === 0 ? bytes : Buffer.concat([bytes, Buffer.from([0])]);
}

/** The encapsulated pixel data: an empty offset table, the frame, the sequence's end. */
function encapsulated(frame: Uint8Array): Buffer {
  const fragment = frame.length % 2 === 0 ? Buffer.from(frame) : Buffer.concat([Buffer.from(frame), Buffer.from([0])]);
  const item = (bytes: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt16LE(0xfffe, 0);
    head.writeUInt16LE(0xe000, 2);
    head.writeUInt32LE(bytes.length, 4);
    return Buffer.concat([head, bytes]);
  };
  const end = Buffer.alloc(8);
  end.writeUInt16LE(0xfffe, 0);
  end.writeUInt16LE(0xe0dd, 2);
  return Buffer.concat([item(Buffer.alloc(0)), item(fragment), end]);
}

/** The bytes of a DICOM file holding `spec`'s image. */
export function writeDicom(spec: DicomImageSpec): Buffer {
  const syntax = spec.transferSyntax ?? 'explicitLittle';
  const photometric = spec.photometric ?? 'MONOCHROME2';
  const bitsAllocated = spec.bitsAllocated ?? (photometric === 'RGB' ? 8 : 16);
  const instanceUid = spec.instanceUid ?? '1.2.826.0.1.3680043.10.1337.2.1';

  const meta = Buffer.concat([
    element(true, 0x0002, 0x0001, 'OB', Buffer.from([0, 1])),
    element(true, 0x0002, 0x0002, 'UI', text(INTRA_ORAL_XRAY, 'UI')),
    element(true, 0x0002, 0x0003, 'UI', text(instanceUid, 'UI')),
    element(true, 0x0002, 0x0010, 'UI', text(TRANSFER_SYNTAX[syntax], 'UI')),
    element(true, 0x0002, 0x0012, 'UI', text(IMPLEMENTATION_CLASS, 'UI')),
  ]);
  const groupLength = Buffer.alloc(4);
  groupLength.writeUInt32LE(meta.length, 0);

  const explicit = syntax !== 'implicitLittle';
  const at = (group: number, elementNumber: number, vr: string, value: Buffer) => element(explicit, group, elementNumber, vr, value);
  const data = [
    at(0x0008, 0x0016, 'UI', text(INTRA_ORAL_XRAY, 'UI')),
    at(0x0008, 0x0018, 'UI', text(instanceUid, 'UI')),
    at(0x0008, 0x0060, 'CS', text('IO', 'CS')),
    at(0x0028, 0x0002, 'US', us(photometric === 'RGB' ? 3 : 1)),
    at(0x0028, 0x0004, 'CS', text(photometric, 'CS')),
    ...(photometric === 'RGB' ? [at(0x0028, 0x0006, 'US', us(0))] : []),
    at(0x0028, 0x0010, 'US', us(spec.rows)),
    at(0x0028, 0x0011, 'US', us(spec.columns)),
    at(0x0028, 0x0100, 'US', us(bitsAllocated)),
    at(0x0028, 0x0101, 'US', us(spec.bitsStored ?? bitsAllocated)),
    at(0x0028, 0x0102, 'US', us((spec.bitsStored ?? bitsAllocated) - 1)),
    at(0x0028, 0x0103, 'US', us(spec.signed ? 1 : 0)),
    ...(spec.window ? [at(0x0028, 0x1050, 'DS', text(String(spec.window.center), 'DS')), at(0x0028, 0x1051, 'DS', text(String(spec.window.width), 'DS'))] : []),
    ...(spec.rescale ? [at(0x0028, 0x1052, 'DS', text(String(spec.rescale.intercept), 'DS')), at(0x0028, 0x1053, 'DS', text(String(spec.rescale.slope), 'DS'))] : []),
    syntax === 'jpegBaseline'
      ? element(true, 0x7fe0, 0x0010, 'OB', encapsulated(spec.jpegFrame ?? new Uint8Array()), true)
      : at(0x7fe0, 0x0010, bitsAllocated === 16 ? 'OW' : 'OB', pixelBytes(spec)),
  ];
  return Buffer.concat([Buffer.alloc(128), Buffer.from('DICM', 'latin1'), element(true, 0x0002, 0x0000, 'UL', groupLength), meta, ...data]);
}
