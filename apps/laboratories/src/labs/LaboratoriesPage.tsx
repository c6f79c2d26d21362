import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Collection, Laboratory } from '@dental/contracts';
import { listView, referenceApi } from '@dental/api-client';
import { can, canView, selectPermissions, selectUserData, useAppSelector, useCanView, useWriteRights } from '@dental/auth';
import { useBasePath } from '@dental/module-kit';
import { AddButton, CrudOverlays, PageFrame, Spinner, useCrudDialogs, useKeptOnceShown } from '@dental/ui';
import { ReadErrors } from '../common/ReadErrors';
import { visibleTabs } from '../laboratory/lab-tabs';
import { LaboratoryCard } from './LaboratoryCard';
import { laboratoriesApi } from './labs-api';
import { addScreenTexts } from '../texts';
import { labsTranslations } from './translations';
import { laboratoryTranslations } from '../laboratory/translations';
import './labs.css';

addScreenTexts(labsTranslations);
addScreenTexts(laboratoryTranslations);

// The add and edit dialog, with the form library, loads on the first add or edit.
const LaboratoryDialog = lazy(() => import('./LaboratoryDialog').then((dialog) => ({ default: dialog.LaboratoryDialog })));

/** The server's messages that name each field of the form. */
/**
 * Whether the signed-in user opens /laboratory: a view (own or global) on LABORATOIRES, or one of
 * the laboratory's tabs to reach through the cards. The API also answers the list to a PATIENTS view
 * (the patient file's sheet lines pick a lab), which alone does not open this page.
 */
export function useSeesLaboratories(): boolean {
  const permissions = useAppSelector(selectPermissions);
  const holds = (action: string, collection: Collection) => can(permissions, action, collection);
  return canView(permissions, 'LABORATOIRES') || visibleTabs(holds).length > 0;
}

/**
 * /laboratory: the laboratories as cards, added, edited and deleted with the LABORATOIRES rights; a
 * cabinet doctor's card shows their balance with the lab and leads to their cases there.
 */
export function LaboratoriesPage() {
  const { t } = useTranslation();
  const sees = useSeesLaboratories();
  if (!sees) {
    return (
      <PageFrame title={t('labs.title')}>
        <p className="labs-muted">{t('labs.noAccess')}</p>
      </PageFrame>
    );
  }
  return <LaboratoryCards />;
}

function LaboratoryCards() {
  const { t } = useTranslation();
  const base = useBasePath('laboratory');
  const { items, loading, loaded, errors } = listView(referenceApi.useLaboratoriesQuery());
  const [removeLaboratory] = laboratoriesApi.useRemoveLaboratoryMutation();
  // The list reads again through its tags after a change.
  const crud = useCrudDialogs<Laboratory>({ remove: (lab) => removeLaboratory(lab._id).unwrap(), onChanged: () => undefined });
  const { canAdd, canEdit, canDelete } = useWriteRights('LABORATOIRES');
  const { editing } = crud;
  const dialogMounted = useKeptOnceShown(editing !== null);
  const user = useAppSelector(selectUserData);
  const seesPrices = useCanView('TRAITEMENTS_LABORATOIRES');
  // A cabinet doctor goes straight to their own cases at the lab; others to the lab's tabs.
  const cardPath = (labId: string) => (user?.doctor?.cabinet ? `${base}/${labId}/patients/${user._id}` : `${base}/${labId}`);

  return (
    <PageFrame title={t('labs.title')} actions={canAdd && <AddButton onClick={crud.startAdd} />}>
      <ReadErrors messages={errors} />
      {(loading || !loaded) && items.length === 0 && <Spinner />}
      {loaded && !loading && items.length === 0 && errors.length === 0 && <p className="labs-muted">{t('labs.empty')}</p>}
      <div className="labs-cards">
        {items.map((lab) => (
          <LaboratoryCard
            key={lab._id}
            laboratory={lab}
            to={cardPath(lab._id)}
            priceList={seesPrices ? `${base}/${lab._id}/treatments` : undefined}
            onEdit={canEdit ? () => crud.startEdit(lab) : undefined}
            onDelete={canDelete ? () => crud.startDelete(lab) : undefined}
          />
        ))}
      </div>
      {dialogMounted && (
        <Suspense fallback={null}>
          <LaboratoryDialog editing={editing} onSaved={crud.saved} onClose={crud.closeEditor} />
        </Suspense>
      )}
      <CrudOverlays crud={crud} deleteTitle={t('labs.remove')} question={(lab) => t('common:deleteQuestionSpaced', { name: lab.name })} />
    </PageFrame>
  );
}
