import { useTranslation } from 'react-i18next';
import type { ImageFormat, PatientImage } from '@dental/contracts';
import { formatDate, useLanguage } from '@dental/i18n';

/** An image named as the screens say it: "Rétro-alvéolaire du 02/03/2026". */
export function useImageName(): (image: PatientImage) => string {
  const { t } = useTranslation();
  const language = useLanguage();
  return (image) => t('clinicalImages.named', { kind: t(`clinicalImages.kinds.${image.kind}`), date: formatDate(image.takenOn, language) });
}

const EXTENSIONS: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', tiff: 'tif', dicom: 'dcm' };

/** The file name a download is saved under: the uploaded name, else one made of the image's id and format. */
export const downloadName = (image: PatientImage) => image.name || `image-${image._id}.${EXTENSIONS[image.format]}`;
