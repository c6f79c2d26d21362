import { useTranslation } from 'react-i18next';
import { Pencil, Trash2 } from 'lucide-react';
import { ACTION, type PatientImage } from '@dental/contracts';
import { useCan } from '@dental/auth';
import { CrudOverlays, Modal, useCrudDialogs } from '@dental/ui';
import { ImageEditForm } from './ImageEditForm';
import { useImageName } from './image-words';
import { imagesApi } from './images-api';

export interface ImageActionsProps {
  image: PatientImage;
  /** After the server removed `image`. */
  onRemoved: (image: PatientImage) => void;
}

/**
 * The viewer's corrections of an image uploaded by mistake, for those with the rights on IMAGERIE:
 * its kind, date and teeth changed in a dialog, or the image removed after a confirmation. Either
 * way the images, the chart's marks and the teeth's histories are read again (their tag).
 */
export function ImageActions({ image, onRemoved }: ImageActionsProps) {
  const { t } = useTranslation();
  const nameOf = useImageName();
  const canEdit = useCan(ACTION.edit, 'IMAGERIE');
  const canRemove = useCan(ACTION.remove, 'IMAGERIE');
  const [removeImage] = imagesApi.useRemoveImageMutation();
  const crud = useCrudDialogs<PatientImage>({
    remove: async (removed) => {
      await removeImage({ patientId: removed.patient, id: removed._id }).unwrap();
      onRemoved(removed);
    },
  });
  const edited = crud.editing?.kind === 'edit' ? crud.editing.item : null;

  return (
    <>
      {canEdit && (
        <button type="button" className="dn-button dn-button--ghost" onClick={() => crud.startEdit(image)}>
          <Pencil aria-hidden="true" size={18} />
          {t('clinicalViewer.edit')}
        </button>
      )}
      {canRemove && (
        <button type="button" className="dn-button dn-button--ghost" onClick={() => crud.startDelete(image)}>
          <Trash2 aria-hidden="true" size={18} />
          {t('clinicalViewer.remove')}
        </button>
      )}
      <Modal open={edited !== null} title={edited ? t('clinicalViewer.editTitle', { name: nameOf(edited) }) : ''} onClose={crud.closeEditor}>
        {edited && <ImageEditForm image={edited} onDone={crud.saved} onCancel={crud.closeEditor} />}
      </Modal>
      <CrudOverlays crud={crud} deleteTitle={t('clinicalViewer.remove')} question={(removed) => t('clinicalViewer.removeQuestion', { name: nameOf(removed) })} />
    </>
  );
}
