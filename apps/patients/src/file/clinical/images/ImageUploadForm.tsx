import { useTranslation } from 'react-i18next';
import { routeUrl, type ImageKind, type PatientImage } from '@dental/contracts';
import { localDay } from '@dental/domain';
import { sendBlob } from '@dental/api-client';
import { useAppDispatch } from '@dental/auth';
import { imagesApi, patientImagesTags } from './images-api';
import { ImageFields } from './ImageFields';
import { UploadForm, type UploadRow } from './UploadForm';
import { typedTeeth } from '../notes/note-teeth';

type ImageRow = UploadRow & { kind: ImageKind; takenOn: string; teeth: string };

/** Teeth as typed ("36 37", "36,37", "36; 37") as the query sends them: "36,37". */
const teethQuery = (typed: string) => typedTeeth(typed).join(',');

/** Radiographs and photos sent to the patient's file (POST clinical/image, one file a request), then the list read again. */
export function ImageUploadForm({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <UploadForm<ImageRow>
      title={t('clinicalImages.add')}
      hint={t('clinicalImages.formats')}
      rowOf={() => ({ kind: 'retro_alveolaire', takenOn: localDay(), teeth: '' })}
      fields={(form, index) => <ImageFields kind={form.register(`rows.${index}.kind`)} takenOn={form.register(`rows.${index}.takenOn`)} teeth={form.register(`rows.${index}.teeth`)} />}
      send={(file, row, onProgress) =>
        sendBlob<PatientImage>(routeUrl('patientImages.upload'), { patient: patientId, kind: row.kind, takenOn: row.takenOn, teeth: teethQuery(row.teeth) || undefined, name: row.name }, file, onProgress)
      }
      sentText={(count) => t('clinicalImages.sent', { count })}
      onSent={() => dispatch(imagesApi.util.invalidateTags(patientImagesTags(patientId)))}
    />
  );
}
