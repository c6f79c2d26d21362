import type { DetectedEncoding } from '@dental/contracts';
import iconv from 'iconv-lite';

/**
 * The code page of a CSV file's bytes. Valid UTF-8 is UTF-8. Otherwise the file comes from Excel
 * in Arabic (Windows-1256) or in French (Windows-1252), which share their accented lower-case
 * letters, so the bytes are told apart by how their non-ASCII characters sit: Arabic words are
 * runs of them ("محمد" is four bytes above 0x7F in a row), French accents sit alone between Latin
 * letters ("Hélène"). More bytes in runs of three or more than alone is Arabic.
 */
export function detectEncoding(bytes: Uint8Array): DetectedEncoding {
  if (isUtf8(bytes)) return 'utf-8';
  let inRuns = 0;
  let alone = 0;
  let run = 0;
  const endRun = () => {
    if (run >= 3) inRuns += run;
    else if (run === 1) alone += 1;
    run = 0;
  };
  for (const byte of bytes) {
    if (byte >= 0x80) run += 1;
    // A space inside an Arabic name keeps it one run: "محمد سالم".
    else if (byte !== 0x20 || run === 0) endRun();
  }
  endRun();
  return inRuns > alone ? 'windows-1256' : 'windows-1252';
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The file's text in its code page, without a byte order mark. */
export function decodeText(bytes: Uint8Array, encoding: DetectedEncoding): string {
  const text = encoding === 'utf-8' ? new TextDecoder('utf-8').decode(bytes) : iconv.decode(Buffer.from(bytes), encoding);
  return text.startsWith('\ufeff') ? text.slice(1) : text;
}
