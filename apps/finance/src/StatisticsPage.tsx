import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useBasePath } from '@dental/module-kit';
import { PageFrame, Spinner, tabPanelProps, Tabs } from '@dental/ui';
import { DoctorChoice } from './common/DoctorChoice';
import { periodPart } from './common/csv';
import { CsvNamingProvider } from './common/csv-naming';
import { useStatisticsScope, WHOLE_CLINIC } from './common/scope';
import { PaymentsTab } from './payments/PaymentsTab';
import { PeriodPicker } from './period/PeriodPicker';
import { usePeriod } from './period/use-period';
import { yearsApi } from './period/years-api';
import './finance.css';

// The Comptabilité and Traitements tabs load, with their texts, when first opened.
const AccountingTab = lazy(() => import('./accounting/AccountingTab').then((tab) => ({ default: tab.AccountingTab })));
const TreatmentsTab = lazy(() => import('./treatments/TreatmentsTab').then((tab) => ({ default: tab.TreatmentsTab })));

export const STATISTICS_TABS = ['payments', 'accounting', 'treatments'] as const;
export type StatisticsTab = (typeof STATISTICS_TABS)[number];

const isTab = (value: string | undefined): value is StatisticsTab => (STATISTICS_TABS as readonly string[]).includes(value ?? '');

/**
 * /statistics/{doctorId}/{tab}: Versement, Comptabilité, Traitements, chosen by the third segment;
 * the period stays in the search parameters when the tab or the doctor changes.
 */
export function StatisticsPage() {
  const { t } = useTranslation();
  const base = useBasePath('statistics');
  const navigate = useNavigate();
  const { search } = useLocation();
  const { doctorId = '', tab } = useParams();
  const panels = useId();
  const scope = useStatisticsScope(doctorId);
  const period = usePeriod();
  const years = yearsApi.useStatisticsYearsQuery({ doctor: scope.doctor }).data?.years ?? [];
  const pathOf = (doctor: string, next: string) => `${base}/${doctor}/${next}${search}`;

  // The whole clinic is the global view's: anybody else sees their own figures.
  if (doctorId === WHOLE_CLINIC && !scope.global && scope.ownId) return <Navigate to={pathOf(scope.ownId, isTab(tab) ? tab : 'payments')} replace />;
  if (!isTab(tab)) return <Navigate to={pathOf(doctorId, 'payments')} replace />;
  const key = `${doctorId}:${period.period?.from}:${period.period?.to}`;
  // The CSV files are named after the doctor (or the clinic) and the period, the same in every language.
  const csvNaming = {
    whose: scope.doctor === undefined ? 'clinique' : scope.doctorName || scope.doctor,
    period: tab === 'treatments' ? String(period.year) : period.period ? periodPart(period.period.from, period.period.to) : '',
  };

  return (
    <PageFrame title={t('titles.statistics')} backTo="/">
      <div className="finance-toolbar dn-no-print">
        {scope.global && <DoctorChoice doctors={scope.doctors} value={doctorId} onChange={(doctor) => navigate(pathOf(doctor, tab))} />}
      </div>
      <div className="dn-no-print">
        <Tabs<StatisticsTab>
          label={t('statistics.tabsLabel')}
          items={STATISTICS_TABS.map((id) => ({ id, label: t(`statistics.tabs.${id}`) }))}
          active={tab}
          onChange={(next) => navigate(pathOf(doctorId, next), { replace: true })}
          panelIdPrefix={panels}
        />
      </div>
      <CsvNamingProvider value={csvNaming}>
      <section className="dn-card finance-panel" {...tabPanelProps(panels, tab)}>
        {tab === 'treatments' ? (
          <Suspense fallback={<Spinner />}>
            <TreatmentsTab doctor={scope.doctor} year={period.year} years={years} onYear={period.chooseYear} />
          </Suspense>
        ) : (
          <>
            <PeriodPicker reading={period} years={years} onChoose={period.choose} />
            {period.period && tab === 'payments' && <PaymentsTab key={key} doctor={scope.doctor} period={period.period} />}
            {period.period && tab === 'accounting' && (
              <Suspense fallback={<Spinner />}>
                <AccountingTab doctor={scope.doctor} doctorName={scope.doctorName ?? t('statistics.wholeClinic')} period={period.period} />
              </Suspense>
            )}
          </>
        )}
      </section>
      </CsvNamingProvider>
    </PageFrame>
  );
}
