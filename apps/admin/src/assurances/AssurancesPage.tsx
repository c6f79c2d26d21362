import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { type Assurance } from '@dental/contracts';
import { assurancesApi } from '@dental/api-client';
import { useAppDispatch, useAppSelector, useWriteRights } from '@dental/auth';
import { formatMoney, useLanguage } from '@dental/i18n';
import { AddButton, CrudOverlays, ErrorBanners, Modal, PageFrame, RowActions, Spinner, useCrudDialogs } from '@dental/ui';
import { assurances } from './assurances-slice';
import { AssuranceForm } from './AssuranceForm';
import { InsurerLinks } from './InsurerLinks';
import './assurances.css';

/** Insurance companies as cards: name, consultation price, edit and delete, and their two tabs. */
export function AssurancesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const { items, loading, loaded, error } = useAppSelector(assurances.select);
  const refetch = useCallback(() => void dispatch(assurances.fetch()), [dispatch]);
  const crud = useCrudDialogs<Assurance>({ remove: (assurance) => assurancesApi.remove(assurance._id), onChanged: refetch });
  const { canAdd, canEdit, canDelete } = useWriteRights('ASSURANCES');
  const { editing } = crud;

  useEffect(refetch, [refetch]);

  return (
    <PageFrame
      title={t('assurances.title')}
      actions={
        canAdd && (
          <AddButton onClick={crud.startAdd} />
        )
      }
    >
      <ErrorBanners messages={error} onDismiss={() => dispatch(assurances.actions.clearErrors())} />
      {loading && items.length === 0 && <Spinner />}
      {loaded && !loading && items.length === 0 && error.length === 0 && <p className="admin-muted">{t('assurances.empty')}</p>}
      <div className="admin-insurers">
        {items.map((assurance) => (
          <article key={assurance._id} className="dn-card admin-insurer" style={{ borderBlockStartColor: assurance.color }} aria-label={assurance.name}>
            <header className="admin-insurer__header">
              <h2>
                <Link to={`/assurance/${assurance._id}`}>{assurance.name}</Link>
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
            onSubmit={(input) => (editing.kind === 'edit' ? assurancesApi.update(editing.item._id, input) : assurancesApi.create(input))}
            onDone={crud.saved}
            onCancel={crud.closeEditor}
          />
        )}
      </Modal>
      <CrudOverlays crud={crud} deleteTitle={t('assurances.remove')} question={(assurance) => t('common:deleteQuestion', { name: assurance.name })} />
    </PageFrame>
  );
}
