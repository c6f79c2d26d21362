import { SETTINGS_LOGO_MAX_LENGTH } from '@dental/contracts';

/** The image types a logo may be chosen in. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'] as const;

/** The longest start a data URL of these types has before the image's base64. */
const LONGEST_PREFIX = 'data:image/svg+xml;base64,'.length;

/** The largest logo file whose data URL fits the server's limit: base64 writes 4 characters for every 3 bytes. */
export const LOGO_MAX_BYTES = Math.floor((SETTINGS_LOGO_MAX_LENGTH - LONGEST_PREFIX) / 4) * 3;

export type LogoRefusal = 'notImage' | 'tooLarge';

/** Why `file` cannot be the logo, or null when it can: checked before the file is read or anything is sent. */
export function logoRefusal(file: File): LogoRefusal | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'notImage';
  return file.size > LOGO_MAX_BYTES ? 'tooLarge' : null;
}

/** The file as a data URL, the form PUT setting takes a logo in. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}
