import { useTranslation } from 'react-i18next';
import type { Laboratory } from '@dental/contracts';
import { Modal, type Editing } from '@dental/ui';
import { NamePhoneForm } from '@dental/ui/form';
import { laboratoriesApi } from './labs-api';

const LABORATORY_FIELDS = { name: ['laboratory.nameRequired', 'laboratory.exists'], phone: ['common.tooLong'] } as const;

/**
 * The add or edit dialog of a laboratory, with the form library: a chunk of its own, loaded on the
 * first add or edit, which opens with its form in place (and its first field focused), and stays
 * mounted after (the page keeps it), closed between uses.
 */
export function LaboratoryDialog({ editing, onSaved, onClose }: { editing: Editing<Laboratory>; onSaved: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [createLaboratory] = laboratoriesApi.useCreateLaboratoryMutation();
  const [updateLaboratory] = laboratoriesApi.useUpdateLaboratoryMutation();
  return (
    <Modal open={editing !== null} title={editing?.kind === 'edit' ? t('labs.edit') : t('labs.add')} onClose={onClose}>
      {editing && (
        <NamePhoneForm
          labels={{ name: t('labs.name'), phone: t('labs.phone') }}
          serverFields={LABORATORY_FIELDS}
          key={editing.kind === 'edit' ? editing.item._id : 'new'}
          initial={editing.kind === 'edit' ? editing.item : undefined}
          onSubmit={(input) => (editing.kind === 'edit' ? updateLaboratory({ id: editing.item._id, body: input }) : createLaboratory(input)).unwrap()}
          onDone={onSaved}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
