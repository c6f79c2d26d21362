import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { PatientImage } from '@dental/contracts';
import { Modal } from '@dental/ui';
import { ImageActions } from './ImageActions';
import { useImageName } from './image-words';
import { ViewerPane } from './ViewerPane';
import { addScreenTexts } from '../../../screen-texts';
import { imagesTranslations } from './translations';
import './viewer.css';

addScreenTexts(imagesTranslations);

export interface ImageViewerProps {
  /** The images the viewer goes through (the list as shown), and which it compares with. */
  images: PatientImage[];
  initialId: string;
  onClose: () => void;
}

/** The other images, those sharing a tooth with `image` first (the same tooth over time). */
function comparable(images: readonly PatientImage[], image: PatientImage) {
  const shares = (other: PatientImage) => other.teeth.some((tooth) => image.teeth.includes(tooth));
  const others = images.filter((other) => other._id !== image._id);
  return [...others.filter(shares), ...others.filter((other) => !shares(other))].map((other) => ({ image: other, sameTooth: shares(other) }));
}

/**
 * The full-screen viewer of a patient's images (a dialog: Tab stays inside, Escape closes it and
 * the focus goes back where it was): one image with its tools, the previous and next ones, and a
 * second image beside it to compare, each zoomed and moved on its own.
 */
export function ImageViewer({ images: listed, initialId, onClose }: ImageViewerProps) {
  const { t } = useTranslation();
  const nameOf = useImageName();
  const compareId = useId();
  const [currentId, setCurrentId] = useState(initialId);
  const [comparedId, setComparedId] = useState('');
  // Removed here: gone at once, before the list read again arrives without them.
  const [removedIds, setRemovedIds] = useState<readonly string[]>([]);
  const images = listed.filter((image) => !removedIds.includes(image._id));
  const position = Math.max(0, images.findIndex((image) => image._id === currentId));
  const current = images[position];
  const compared = images.find((image) => image._id === comparedId && image._id !== currentId);
  if (!current) return null;
  const goTo = (index: number) => setCurrentId(images[(index + images.length) % images.length]._id);
  /** The removed image gives way to the next one, or the viewer closes with the last. */
  const removed = (image: PatientImage) => {
    const next = images[(position + 1) % images.length];
    setRemovedIds((ids) => [...ids, image._id]);
    if (next._id === image._id) onClose();
    else setCurrentId(next._id);
  };

  return (
    <Modal open title={t('clinicalViewer.title', { name: nameOf(current), position: position + 1, count: images.length })} onClose={onClose} maxWidth={100000}>
      <div className="patients-viewer">
        <div className="patients-viewer__bar">
          <ImageActions image={current} onRemoved={removed} />
          {images.length > 1 && (
            <>
              <button type="button" className="dn-button dn-button--ghost" onClick={() => goTo(position - 1)}>
                <ChevronLeft aria-hidden="true" size={18} className="patients-viewer__mirrored" />
                {t('clinicalViewer.previous')}
              </button>
              <button type="button" className="dn-button dn-button--ghost" onClick={() => goTo(position + 1)}>
                {t('clinicalViewer.next')}
                <ChevronRight aria-hidden="true" size={18} className="patients-viewer__mirrored" />
              </button>
              <label className="patients-viewer__compare" htmlFor={compareId}>
                {t('clinicalViewer.compareWith')}
              </label>
              <select id={compareId} className="dn-input" value={compared?._id ?? ''} onChange={(event) => setComparedId(event.target.value)}>
                <option value="">{t('clinicalViewer.noCompare')}</option>
                {comparable(images, current).map(({ image, sameTooth }) => (
                  <option key={image._id} value={image._id}>
                    {sameTooth ? `${nameOf(image)} — ${t('clinicalViewer.sameTooth')}` : nameOf(image)}
                  </option>
                ))}
              </select>
            </>
          )}
        </div>
        <div className={compared ? 'patients-viewer__panes patients-viewer__panes--two' : 'patients-viewer__panes'}>
          <ViewerPane key={current._id} image={current} />
          {compared && <ViewerPane key={compared._id} image={compared} />}
        </div>
      </div>
    </Modal>
  );
}
