import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, Eye, FileSignature } from 'lucide-react';
import { ACTION, routeUrl, type Patient, type PatientDocument } from '@dental/contracts';
import { problemMessages, readBlob } from '@dental/api-client';
import { useCan } from '@dental/auth';
import { formatDate, useLanguage } from '@dental/i18n';
import { CrudOverlays, DataTable, ErrorBanners, Modal, RowActions, saveBlob, useCrudDialogs, useMessages, type DataColumn } from '@dental/ui';
import { useFileList } from '../../payments/file-list';
import { ConsentForm } from './ConsentForm';
import { DocumentPreview } from './DocumentPreview';
import { DocumentUploadForm } from './DocumentUploadForm';
import { documentsApi } from './documents-api';
import { addScreenTexts } from '../../../screen-texts';
import { imagesTranslations } from '../images/translations';
import { documentsTranslations } from './translations';
import './documents.css';

addScreenTexts(imagesTranslations);
addScreenTexts(documentsTranslations);

const EXTENSIONS = { pdf: 'pdf', jpeg: 'jpg', png: 'png', tiff: 'tif' } as const;
const fileName = (document: PatientDocument) => document.name || `document-${document._id}.${EXTENSIONS[document.format]}`;

/**
 * The patient's documents (consents, referral letters, insurers' forms and other scans): attached
 * by those who may add to IMAGERIE, listed, previewed, downloaded, removed with a confirmation by
 * those who may delete; and the consent form printed for a planned act, to be signed and scanned back.
 */
export function DocumentsPanel({ patient }: { patient: Patient }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const canAdd = useCan(ACTION.create, 'IMAGERIE');
  const canRemove = useCan(ACTION.remove, 'IMAGERIE');
  const list = useFileList(documentsApi.usePatientDocumentsQuery(patient._id));
  const [removeDocument] = documentsApi.useRemoveDocumentMutation();
  const crud = useCrudDialogs<PatientDocument>({ remove: (document) => removeDocument({ patientId: patient._id, id: document._id }).unwrap() });
  const [previewed, setPreviewed] = useState<PatientDocument | null>(null);
  const [consent, setConsent] = useState(false);
  const downloads = useMessages();

  const titleOf = (document: PatientDocument) => t('clinicalDocuments.previewTitle', { kind: t(`clinicalDocuments.kinds.${document.kind}`), date: formatDate(document.date, language) });
  const download = async (document: PatientDocument) => {
    downloads.clear();
    try {
      saveBlob(await readBlob(routeUrl('patientDocuments.file', { id: document._id }), { download: 1 }), fileName(document));
    } catch (error) {
      downloads.setMessages(problemMessages(error));
    }
  };

  const columns: DataColumn<PatientDocument>[] = [
    { id: 'date', header: t('clinicalDocuments.date'), cell: (document) => formatDate(document.date, language) },
    { id: 'kind', header: t('clinicalDocuments.kind'), cell: (document) => t(`clinicalDocuments.kinds.${document.kind}`) },
    { id: 'name', header: t('clinicalDocuments.name'), cell: (document) => <bdi>{fileName(document)}</bdi> },
    { id: 'size', header: t('clinicalDocuments.size'), numeric: true, cell: (document) => t('clinicalDocuments.kilobytes', { value: Math.max(1, Math.round(document.size / 1024)) }) },
    {
      id: 'actions',
      header: t('common:actions'),
      cell: (document) => (
        <div className="dn-table__actions">
          <button type="button" className="dn-icon-button" aria-label={t('clinicalDocuments.preview', { name: fileName(document) })} title={t('clinicalDocuments.preview', { name: fileName(document) })} onClick={() => setPreviewed(document)}>
            <Eye aria-hidden="true" size={18} />
          </button>
          <button type="button" className="dn-icon-button" aria-label={t('clinicalDocuments.download', { name: fileName(document) })} title={t('clinicalDocuments.download', { name: fileName(document) })} onClick={() => void download(document)}>
            <Download aria-hidden="true" size={18} />
          </button>
          {canRemove && <RowActions name={fileName(document)} onDelete={() => crud.startDelete(document)} />}
        </div>
      ),
    },
  ];

  return (
    <section className="dn-card patients-attachments" aria-labelledby={titleId}>
      <div className="patients-attachments__head">
        <h2 id={titleId}>{t('clinicalDocuments.title')}</h2>
        <button type="button" className="dn-button dn-button--ghost" onClick={() => setConsent(true)}>
          <FileSignature aria-hidden="true" size={18} />
          {t('clinicalConsent.print')}
        </button>
      </div>
      {canAdd && <DocumentUploadForm patientId={patient._id} />}
      <ErrorBanners messages={[...list.banners.messages, ...downloads.messages]} onDismiss={(index) => (index < list.banners.messages.length ? list.banners.dismiss(index) : downloads.dismiss(index - list.banners.messages.length))} />
      <DataTable columns={columns} rows={list.items} rowKey={(document) => document._id} caption={t('clinicalDocuments.list')} loading={list.loading && !list.loaded} empty={t('clinicalDocuments.empty')} />
      {previewed && <DocumentPreview document={previewed} title={titleOf(previewed)} onClose={() => setPreviewed(null)} />}
      <Modal open={consent} title={t('clinicalConsent.title')} onClose={() => setConsent(false)} maxWidth={960}>
        {consent && <ConsentForm patient={patient} />}
      </Modal>
      <CrudOverlays crud={crud} deleteTitle={t('clinicalDocuments.removeTitle')} question={(document) => t('common:deleteQuestionSpaced', { name: fileName(document) })} />
    </section>
  );
}
