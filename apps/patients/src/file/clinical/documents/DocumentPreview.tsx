import { useTranslation } from 'react-i18next';
import { routeUrl, type PatientDocument } from '@dental/contracts';
import { ErrorPanel, Modal, Spinner } from '@dental/ui';
import { useAuthorizedBlob } from '../images/use-authorized-blob';

/** A document in a dialog: a PDF in the browser's own viewer, a scan as an image, both from bytes read with the caller's token. */
export function DocumentPreview({ document, title, onClose }: { document: PatientDocument; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const file = useAuthorizedBlob(routeUrl('patientDocuments.file', { id: document._id }));
  const name = document.name || title;
  let content;
  if (file.errors.length > 0) content = <ErrorPanel message={file.errors.join(' ')} />;
  else if (!file.url) content = <Spinner label={t('clinicalDocuments.loading')} />;
  else if (document.format === 'pdf') content = <iframe className="patients-attachments__frame" src={file.url} title={t('clinicalDocuments.frame', { name })} />;
  else content = <img className="patients-attachments__scan" src={file.url} alt={t('clinicalDocuments.frame', { name })} />;
  return (
    <Modal open title={title} onClose={onClose} maxWidth={1100}>
      {content}
    </Modal>
  );
}
