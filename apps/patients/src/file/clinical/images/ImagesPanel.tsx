import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTION, IMAGE_KINDS, type Patient, type PatientImage } from '@dental/contracts';
import { useCan } from '@dental/auth';
import { ErrorBanners, Spinner } from '@dental/ui';
import { useFileList } from '../../payments/file-list';
import { ImageThumbnail } from './ImageThumbnail';
import { ImageUploadForm } from './ImageUploadForm';
import { ImageViewer } from './ImageViewer';
import { imagesApi } from './images-api';
import { addScreenTexts } from '../../../screen-texts';
import { imagesTranslations } from './translations';
import './images.css';

addScreenTexts(imagesTranslations);

type Filters = { tooth: string; kind: string };

const matches = ({ tooth, kind }: Filters) => (image: PatientImage) => (!tooth || image.teeth.includes(tooth)) && (!kind || image.kind === kind);

/** The tooth and kind filters, offering only what the patient's images hold. */
function ImageFilters({ images, filters, onChange }: { images: readonly PatientImage[]; filters: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation();
  const teeth = [...new Set(images.flatMap((image) => image.teeth))].sort((a, b) => Number(a) - Number(b));
  const kinds = IMAGE_KINDS.filter((kind) => images.some((image) => image.kind === kind));
  return (
    <div className="patients-images__filters" role="group" aria-label={t('clinicalImages.filters')}>
      <label className="dn-field">
        {t('clinicalImages.filterTooth')}
        <select className="dn-input" value={filters.tooth} onChange={(event) => onChange({ ...filters, tooth: event.target.value })}>
          <option value="">{t('clinicalImages.allTeeth')}</option>
          {teeth.map((tooth) => (
            <option key={tooth} value={tooth}>
              {tooth}
            </option>
          ))}
        </select>
      </label>
      <label className="dn-field">
        {t('clinicalImages.filterKind')}
        <select className="dn-input" value={filters.kind} onChange={(event) => onChange({ ...filters, kind: event.target.value })}>
          <option value="">{t('clinicalImages.allKinds')}</option>
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`clinicalImages.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/**
 * The patient's radiographs and photos, newest taken first: the upload (for those who may add
 * images), filters by tooth and kind, the thumbnails (each read as it scrolls near) and the viewer.
 */
export function ImagesPanel({ patient }: { patient: Patient }) {
  const { t } = useTranslation();
  const titleId = useId();
  const canAdd = useCan(ACTION.create, 'IMAGERIE');
  const list = useFileList(imagesApi.usePatientImagesQuery(patient._id));
  const [filters, setFilters] = useState<Filters>({ tooth: '', kind: '' });
  const [openId, setOpenId] = useState<string | null>(null);
  const shown = list.items.filter(matches(filters));

  const content = () => {
    if (!list.loaded) return <Spinner label={t('clinicalImages.loading')} />;
    if (list.items.length === 0) return <p className="patients-images__empty">{t('clinicalImages.empty')}</p>;
    if (shown.length === 0) return <p className="patients-images__empty">{t('clinicalImages.emptyFiltered')}</p>;
    return (
      <ul className="patients-images__grid" aria-label={t('clinicalImages.list')}>
        {shown.map((image) => (
          <li key={image._id}>
            <ImageThumbnail image={image} onOpen={() => setOpenId(image._id)} />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section className="dn-card patients-images" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('clinicalImages.title')}</h2>
      {canAdd && <ImageUploadForm patientId={patient._id} />}
      <ErrorBanners messages={list.banners.messages} onDismiss={list.banners.dismiss} />
      {list.items.length > 0 && (
        <div className="patients-images__summary">
          <ImageFilters images={list.items} filters={filters} onChange={setFilters} />
          <p aria-live="polite">{t('clinicalImages.count', { count: shown.length })}</p>
        </div>
      )}
      {content()}
      {openId && <ImageViewer images={shown} initialId={openId} onClose={() => setOpenId(null)} />}
    </section>
  );
}
