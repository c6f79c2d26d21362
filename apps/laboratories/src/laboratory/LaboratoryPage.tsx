import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { Laboratory } from '@dental/contracts';
import { selectPermissions, can, useAppSelector } from '@dental/auth';
import { useBasePath } from '@dental/module-kit';
import { NotFound, PageFrame, tabPanelProps, Tabs } from '@dental/ui';
import { AccountsPanel } from '../accounts/AccountsPanel';
import { CasesPanel } from '../cases/CasesPanel';
import { DoctorGate } from '../common/DoctorGate';
import { defaultDoctor, useDoctorScope } from '../common/doctors';
import { DoctorSwitch } from '../common/DoctorSwitch';
import { ConsumptionsPanel } from '../consumptions/ConsumptionsPanel';
import { LabPriceList } from '../lab-treatments/LabPriceList';
import { LaboratoryGate } from '../labs/LaboratoryGate';
import { PaymentsPanel } from '../payments/PaymentsPanel';
import { isLabTab, labTabPath, TAB_RULES, visibleTabs, type LabTab } from './lab-tabs';
import './laboratory.css';
import { addScreenTexts } from '../texts';
import { laboratoryTranslations } from './translations';
import { labsTranslations } from '../labs/translations';
import { casesTranslations } from '../cases/translations';
import { paymentsTranslations } from '../payments/translations';
import { consumptionsTranslations } from '../consumptions/translations';
import { accountsTranslations } from '../accounts/translations';
import { labTreatmentsTranslations } from '../lab-treatments/translations';

addScreenTexts(laboratoryTranslations);
addScreenTexts(labsTranslations);
addScreenTexts(casesTranslations);
addScreenTexts(paymentsTranslations);
addScreenTexts(consumptionsTranslations);
addScreenTexts(accountsTranslations);
addScreenTexts(labTreatmentsTranslations);

/**
 * /laboratory/{labId}[/{tab}[/{doctorId}]]: the laboratory's tabs Patients, Paiements, Comptes,
 * Consommations, Traitements, each shown with its permission; one address per tab (and doctor).
 */
export function LaboratoryPage() {
  return <LaboratoryGate>{(laboratory) => <LaboratoryTabs laboratory={laboratory} />}</LaboratoryGate>;
}

function LaboratoryTabs({ laboratory }: { laboratory: Laboratory }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const base = useBasePath('laboratory');
  const panels = useId();
  const { tab, doctorId } = useParams();
  const permissions = useAppSelector(selectPermissions);
  const tabs = visibleTabs((action, collection) => can(permissions, action, collection));
  const labId = laboratory._id;

  if (tab !== undefined && !isLabTab(tab)) return <NotFound />;
  if (tabs.length === 0) {
    return (
      <PageFrame title={laboratory.name} backTo={base}>
        <p className="labs-muted">{t('laboratory.noTab')}</p>
      </PageFrame>
    );
  }
  // No tab, or one the user may not see: the first of theirs.
  if (!tab || !tabs.includes(tab)) return <Navigate to={labTabPath(base, labId, tabs[0], doctorId)} replace />;
  if (!TAB_RULES[tab].doctorScoped && doctorId) return <NotFound />;

  const go = (next: LabTab) => navigate(labTabPath(base, labId, next, doctorId), { replace: true });
  return (
    <PageFrame title={t('laboratory.title', { tab: t(`laboratory.tabs.${tab}`), name: laboratory.name })} backTo={base}>
      <div className="labs-tabs">
        <Tabs<LabTab> label={t('laboratory.tabsLabel')} items={tabs.map((id) => ({ id, label: t(`laboratory.tabs.${id}`) }))} active={tab} onChange={go} panelIdPrefix={panels} />
      </div>
      <section className="dn-card labs-panel" {...tabPanelProps(panels, tab)}>
        <TabContent laboratory={laboratory} tab={tab} doctorId={doctorId} />
      </section>
    </PageFrame>
  );
}

function TabContent({ laboratory, tab, doctorId }: { laboratory: Laboratory; tab: LabTab; doctorId: string | undefined }) {
  if (tab === 'treatments') return <LabPriceList laboratory={laboratory} />;
  if (tab === 'accounts') return <AccountsPanel laboratory={laboratory} />;
  return <DoctorTab laboratory={laboratory} tab={tab} doctorId={doctorId} />;
}

/**
 * A doctor's tab: the doctor of the address, one's own, or a choice for the global view; without
 * the global view another id goes to one's own, with it an id of no doctor is not found.
 */
function DoctorTab({ laboratory, tab, doctorId }: { laboratory: Laboratory; tab: 'patients' | 'payments' | 'consumptions'; doctorId: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const base = useBasePath('laboratory');
  const scope = useDoctorScope(TAB_RULES[tab].collection);
  const open = (id: string) => navigate(labTabPath(base, laboratory._id, tab, id));
  if (!doctorId) {
    const own = defaultDoctor(scope);
    if (own) return <Navigate to={labTabPath(base, laboratory._id, tab, own)} replace />;
    return (
      <div className="labs-choose">
        <DoctorSwitch scope={scope} doctorId="" onChange={open} />
        <p className="labs-muted">{t('laboratory.chooseDoctor')}</p>
      </div>
    );
  }
  return (
    <>
      <DoctorSwitch scope={scope} doctorId={doctorId} onChange={open} />
      <DoctorGate scope={scope} doctorId={doctorId} pathOf={(id) => labTabPath(base, laboratory._id, tab, id)}>
        {tab === 'patients' && <CasesPanel key={doctorId} labId={laboratory._id} doctorId={doctorId} />}
        {tab === 'payments' && <PaymentsPanel key={doctorId} labId={laboratory._id} doctorId={doctorId} />}
        {tab === 'consumptions' && <ConsumptionsPanel key={doctorId} labId={laboratory._id} doctorId={doctorId} />}
      </DoctorGate>
    </>
  );
}
