import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { type Assurance } from '@dental/contracts';
import { listView, referenceApi } from '@dental/api-client';
import { useWriteRights } from '@dental/auth';
import { formatMoney, useLanguage } from '@dental/i18n';
import { useBasePath } from '@dental/module-kit';
import { AddButton, CrudOverlays, Modal, PageFrame, RowActions, Spinner, useCrudDialogs } from '@dental/ui';
import { ListErrors } from '../common/ListErrors';
import { assuranceWritesApi } from './assurances-api';
import { AssuranceForm } from './AssuranceForm';
import { InsurerLinks } from './InsurerLinks';
import './assurances.css';

/** Insurance companies as cards: name, consultation price, edit and delete, and their two tabs. */
export function AssurancesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const base = useBasePath('assurance');
  const { items, loading, loaded, errors } = listView(referenceApi.useAssurancesQuery());
  const [createAssurance] = assuranceWritesApi.useCreateAssuranceMutation();
  const [updateAssurance] = assuranceWritesApi.useUpdateAssuranceMutation();
  const [removeAssurance] = assuranceWritesApi.useRemoveAssuranceMutation();
  // The list reads again through its tags after a change.
  const crud = useCrudDialogs<Assurance>({ remove: (assurance) => removeAssurance(assurance._id).unwrap(), onChanged: () => undefined });
  const { canAdd, canEdit, canDelete } = useWriteRights('ASSURANCES');
  const { editing } = crud;

  return (
    <PageFrame
      title={t('assurances.title')}
      actions={
        canAdd && (
          <AddButton onClick={crud.startAdd} />
        )
      }
    >
      <ListErrors messages={errors} />
      {(loading || !loaded) && items.length === 0 && <Spinner />}
      {loaded && !loading && items.length === 0 && errors.length === 0 && <p className="admin-muted">{t('assurances.empty')}</p>}
      <div className="admin-insurers">
        {items.map((assurance) => (
          <article key={assurance._id} className="dn-card admin-insurer" style={{ borderBlockStartColor: assurance.color }} aria-label={assurance.name}>
            <header className="admin-insurer__header">
              <h2>
                <Link to={`${base}/${assurance._id}`}>{assurance.name}</Link>
              </h2>
              <RowActions
                name={assurance.name}
                onEdit={canEdit ? () => crud.startEdit(assurance) : undefined}
                onDelete={canDelete ? () => crud.startDelete(assurance) : undefined}
              />
            </header>
            <p className="admin-insurer__price">
              {t('assurances.consPrice')} : <strong className="dn-money">{formatMoney(assurance.cons_price, language)}</strong>
            </p>
            <InsurerLinks assurance={assurance} />
          </article>
        ))}
      </div>
      <Modal open={editing !== null} title={editing?.kind === 'edit' ? t('assurances.edit') : t('assurances.add')} onClose={crud.closeEditor}>
        {editing && (
          <AssuranceForm
            key={editing.kind === 'edit' ? editing.item._id : 'new'}
            initial={editing.kind === 'edit' ? editing.item : undefined}
            onSubmit={(input) =>
              (editing.kind === 'edit' ? updateAssurance({ id: editing.item._id, body: input }) : createAssurance(input)).unwrap()
            }
            onDone={crud.saved}
            onCancel={crud.closeEditor}
          />
        )}
      </Modal>
      <CrudOverlays crud={crud} deleteTitle={t('assurances.remove')} question={(assurance) => t('common:deleteQuestion', { name: assurance.name })} />
    </PageFrame>
  );
}
