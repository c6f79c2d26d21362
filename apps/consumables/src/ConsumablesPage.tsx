import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useBasePath } from '@dental/module-kit';
import { DoctorSelect, PageFrame, Spinner, Tabs, tabPanelProps } from '@dental/ui';
import { isConsumablesTab, type ConsumablesTab } from './common/tabs';
import { useDoctorScope, useVisibleTabs } from './common/use-doctor-scope';
import './consumables.css';

// Each tab is a chunk of its own, loaded when opened.
const PurchaseOrdersTab = lazy(() => import('./purchase-orders/PurchaseOrdersTab').then((tab) => ({ default: tab.PurchaseOrdersTab })));
const ConsumptionsTab = lazy(() => import('./consumptions/ConsumptionsTab').then((tab) => ({ default: tab.ConsumptionsTab })));
const ConsumableListTab = lazy(() => import('./consumable-list/ConsumableListTab').then((tab) => ({ default: tab.ConsumableListTab })));
const SuppliersTab = lazy(() => import('./suppliers/SuppliersTab').then((tab) => ({ default: tab.SuppliersTab })));

const PANELS = 'consumables';

/**
 * /Consumables/{doctorId}/{tab}: the tabs the user may see (AFFICHER on each tab's collection); a
 * user with the global view picks the doctor, any other works on their own data.
 */
export function ConsumablesPage() {
  const { t } = useTranslation('consumables');
  const { doctorId = '', tab } = useParams();
  const base = useBasePath('Consumables');
  const navigate = useNavigate();
  const visible = useVisibleTabs();
  const active = visible.find((item) => item.id === tab);
  const scope = useDoctorScope(active?.collection ?? 'CONSOMMABLES');

  if (visible.length === 0) {
    return (
      <PageFrame title={t('titles.consumables')}>
        <p className="consumables-muted">{t('page.noTab')}</p>
      </PageFrame>
    );
  }
  const pathOf = (doctor: string, to: ConsumablesTab) => `${base}/${encodeURIComponent(doctor)}/${to}`;
  if (!active || !isConsumablesTab(tab)) return <Navigate to={pathOf(doctorId, visible[0].id)} replace />;
  // Without the global view, only one's own data (the server refuses anyone else's).
  if (!scope.global && scope.ownId && doctorId !== scope.ownId) return <Navigate to={pathOf(scope.ownId, active.id)} replace />;

  const doctorBound = active.id !== 'consumable_list';
  // A user who is no doctor has nothing of their own: they act for a doctor they choose (with the
  // global view), or are told why they cannot (without it), instead of a list every save refuses.
  const noDoctorYet = (active.id === 'purchase-order' || active.id === 'consumptions') && scope.notADoctor && doctorId === scope.ownId;
  return (
    <PageFrame
      title={t('titles.consumables')}
      actions={
        scope.global &&
        doctorBound && <DoctorSelect doctors={scope.doctors} value={doctorId} onChange={(doctor) => doctor && navigate(pathOf(doctor, active.id))} />
      }
    >
      <Tabs
        items={visible.map((item) => ({ id: item.id, label: t(`tabs.${item.id}`) }))}
        active={active.id}
        onChange={(id) => navigate(pathOf(doctorId, id))}
        label={t('titles.consumables')}
        panelIdPrefix={PANELS}
      />
      <div className="consumables-panel" {...tabPanelProps(PANELS, active.id)}>
        {noDoctorYet && (
          <p className="consumables-muted" role="status">
            {t(scope.global ? 'page.chooseDoctor' : 'page.notADoctor')}
          </p>
        )}
        <Suspense fallback={<Spinner />}>
          {!noDoctorYet && active.id === 'purchase-order' && <PurchaseOrdersTab doctorId={doctorId} />}
          {!noDoctorYet && active.id === 'consumptions' && <ConsumptionsTab doctorId={doctorId} />}
          {active.id === 'consumable_list' && <ConsumableListTab />}
          {active.id === 'suppliers' && <SuppliersTab doctorId={doctorId} />}
        </Suspense>
      </div>
    </PageFrame>
  );
}
