import { useTranslation } from 'react-i18next';
import { ImageOff } from 'lucide-react';
import { routeUrl, type PatientImage } from '@dental/contracts';
import { formatDate, useLanguage } from '@dental/i18n';
import { useAuthorizedBlob } from './use-authorized-blob';
import { useNearViewport } from './use-near-viewport';
import { addScreenTexts } from '../../../screen-texts';
import { imagesTranslations } from './translations';
import './images.css';

addScreenTexts(imagesTranslations);

export interface ImageThumbnailProps {
  image: PatientImage;
  /** Opens the image in the viewer; without it the thumbnail is a figure only. */
  onOpen?: () => void;
}

/** The thumbnail's picture, read (with the caller's token) once it nears the viewport. */
function ThumbnailPicture({ image, near }: { image: PatientImage; near: boolean }) {
  const { t } = useTranslation();
  const thumb = useAuthorizedBlob(near ? routeUrl('patientImages.file', { id: image._id }) : null, { variant: 'thumb' });
  if (thumb.url) return <img className="patients-thumbnail__picture" src={thumb.url} alt="" />;
  if (thumb.errors.length > 0) return <ImageOff className="patients-thumbnail__picture" role="img" aria-label={t('clinicalImages.thumbnailFailed')} />;
  return <span className="patients-thumbnail__picture" aria-busy={thumb.loading || undefined} />;
}

/** An image of the patient as a list shows it: its thumbnail, its kind, the day it was taken and its teeth. */
export function ImageThumbnail({ image, onOpen }: ImageThumbnailProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [ref, near] = useNearViewport<HTMLElement>();
  const caption = (
    <span className="patients-thumbnail__caption">
      <span className="patients-thumbnail__kind">{t(`clinicalImages.kinds.${image.kind}`)}</span>
      <span>{formatDate(image.takenOn, language)}</span>
      {image.teeth.length > 0 && <span>{t('clinicalImages.teethList', { teeth: image.teeth.join(', ') })}</span>}
    </span>
  );
  if (!onOpen) {
    return (
      <figure ref={ref} className="patients-thumbnail">
        <ThumbnailPicture image={image} near={near} />
        <figcaption>{caption}</figcaption>
      </figure>
    );
  }
  return (
    <button ref={ref} type="button" className="patients-thumbnail patients-thumbnail--button" onClick={onOpen}>
      <ThumbnailPicture image={image} near={near} />
      {caption}
    </button>
  );
}
