import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { type Assurance } from '@dental/contracts';
import { listView, referenceApi } from '@dental/api-client';
import { useWriteRights } from '@dental/auth';
import { formatMoney, useLanguage } from '@dental/i18n';
import { useBasePath } from '@dental/module-kit';
import { AddButton, CrudEditorDialogs, PageFrame, ReadErrors, RowActions, Spinner, useCrudEditor } from '@dental/ui';
import { assuranceWritesApi } from './assurances-api';
import { AssuranceForm } from './AssuranceForm';
import { InsurerLinks } from './InsurerLinks';
import './assurances.css';
import { addScreenTexts } from '../texts';
import { assurancesTranslations } from './translations';

addScreenTexts(assurancesTranslations);

/** Insurance companies as cards: name, consultation price, edit and delete, and their two tabs. */
export function AssurancesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const base = useBasePath('assurance');
  const { items, loading, loaded, errors } = listView(referenceApi.useAssurancesQuery());
  const [create] = assuranceWritesApi.useCreateAssuranceMutation();
  const [update] = assuranceWritesApi.useUpdateAssuranceMutation();
  const [remove] = assuranceWritesApi.useRemoveAssuranceMutation();
  const crud = useCrudEditor<Assurance>(remove);
  const { canAdd, canEdit, canDelete } = useWriteRights('ASSURANCES');

  return (
    <PageFrame title={t('assurances.title')} actions={canAdd && <AddButton onClick={crud.startAdd} />}>
      <ReadErrors messages={errors} />
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
      <CrudEditorDialogs
        crud={crud}
        texts={{ add: t('assurances.add'), edit: t('assurances.edit'), remove: t('assurances.remove') }}
        writes={{ create, update, remove }}
        form={AssuranceForm}
      />
    </PageFrame>
  );
}
