import { useTranslation } from 'react-i18next';
import { DOCUMENT_KINDS, routeUrl, type DocumentKind, type PatientDocument } from '@dental/contracts';
import { localDay } from '@dental/domain';
import { sendBlob } from '@dental/api-client';
import { useAppDispatch } from '@dental/auth';
import type { UseFormReturn } from 'react-hook-form';
import { UploadForm, type UploadRow, type UploadValues } from '../images/UploadForm';
import { documentsApi, patientDocumentsTags } from './documents-api';

type DocumentRow = UploadRow & { kind: DocumentKind; date: string };

/** The file picker's filter; what a file really is the server reads from its bytes. */
const ACCEPT = '.pdf,.jpg,.jpeg,.png,.tif,.tiff,application/pdf,image/jpeg,image/png,image/tiff';

function DocumentRowFields({ form, index }: { form: UseFormReturn<UploadValues<DocumentRow>>; index: number }) {
  const { t } = useTranslation();
  return (
    <>
      <label className="dn-field">
        {t('clinicalDocuments.kind')}
        <select className="dn-input" {...form.register(`rows.${index}.kind`)}>
          {DOCUMENT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`clinicalDocuments.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="dn-field">
        {t('clinicalDocuments.date')}
        <input className="dn-input dn-input--date" type="date" dir="ltr" {...form.register(`rows.${index}.date`)} />
      </label>
    </>
  );
}

/** PDFs and scans attached to the patient's file (POST clinical/document, one file a request), then the list read again. */
export function DocumentUploadForm({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <UploadForm<DocumentRow>
      title={t('clinicalDocuments.add')}
      hint={t('clinicalDocuments.formats')}
      accept={ACCEPT}
      rowOf={() => ({ kind: 'consentement', date: localDay() })}
      fields={(form, index) => <DocumentRowFields form={form} index={index} />}
      send={(file, row, onProgress) => sendBlob<PatientDocument>(routeUrl('patientDocuments.upload'), { patient: patientId, kind: row.kind, date: row.date, name: row.name }, file, onProgress)}
      sentText={(count) => t('clinicalDocuments.sent', { count })}
      onSent={() => dispatch(documentsApi.util.invalidateTags(patientDocumentsTags(patientId)))}
    />
  );
}
