import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_KINDS, routeUrl, type ImageKind, type PatientImage } from '@dental/contracts';
import { localDay } from '@dental/domain';
import { useAppDispatch } from '@dental/auth';
import { sendFile } from './file-calls';
import { imagesApi, patientImagesTags } from './images-api';
import { UploadForm, type UploadRow, type UploadValues } from './UploadForm';
import type { UseFormReturn } from 'react-hook-form';

type ImageRow = UploadRow & { kind: ImageKind; takenOn: string; teeth: string };

/** Teeth as typed ("36 37", "36,37", "36; 37") as the query sends them: "36,37". */
const teethQuery = (typed: string) => typed.split(/[\s,;،]+/).filter(Boolean).join(',');

/** The fields of one file: its kind, the day it was taken, its teeth. */
function ImageRowFields({ form, index }: { form: UseFormReturn<UploadValues<ImageRow>>; index: number }) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <>
      <label className="dn-field">
        {t('clinicalImages.kind')}
        <select className="dn-input" {...form.register(`rows.${index}.kind`)}>
          {IMAGE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`clinicalImages.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="dn-field">
        {t('clinicalImages.takenOn')}
        <input className="dn-input dn-input--date" type="date" dir="ltr" max={localDay()} {...form.register(`rows.${index}.takenOn`)} />
      </label>
      <div className="patients-upload__teeth">
        <label className="dn-field">
          {t('clinicalImages.teeth')}
          <input className="dn-input" dir="ltr" inputMode="numeric" autoComplete="off" aria-describedby={hintId} {...form.register(`rows.${index}.teeth`)} />
        </label>
        <span id={hintId} className="patients-upload__hint">
          {t('clinicalImages.teethHint')}
        </span>
      </div>
    </>
  );
}

/** Radiographs and photos sent to the patient's file (POST clinical/image, one file a request), then the list read again. */
export function ImageUploadForm({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <UploadForm<ImageRow>
      title={t('clinicalImages.add')}
      hint={t('clinicalImages.formats')}
      rowOf={() => ({ kind: 'retro_alveolaire', takenOn: localDay(), teeth: '' })}
      fields={(form, index) => <ImageRowFields form={form} index={index} />}
      send={(file, row, onProgress) =>
        sendFile<PatientImage>(routeUrl('patientImages.upload'), { patient: patientId, kind: row.kind, takenOn: row.takenOn, teeth: teethQuery(row.teeth) || undefined, name: row.name }, file, onProgress)
      }
      sentText={(count) => t('clinicalImages.sent', { count })}
      onSent={() => dispatch(imagesApi.util.invalidateTags(patientImagesTags(patientId)))}
    />
  );
}
