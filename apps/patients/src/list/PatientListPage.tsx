import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { Plus, Search } from 'lucide-react';
import type { PatientStage } from '@dental/contracts';
import { useLanguage } from '@dental/i18n';
import { ErrorBanners, PageFrame, Spinner, Tabs, useDebouncedValue } from '@dental/ui';
import { PatientDialogsOnDemand, preloadPatientDialogs } from '../actions/PatientDialogsOnDemand';
import { usePatientActions, usePatientPermissions } from '../actions/use-patient-actions';
import { rememberBackLink } from '@dental/module-kit';
import { usePatientPaths } from '../rules/use-patient-paths';
import { LIST_FILTERS, listSearchParams, parseFilter, type ListFilter } from '../rules/list-query';

import { useDismissable } from '../shared/use-dismissable';
import { patientListView } from './patient-list-view';
import { patientsListApi } from './patients-api';
import { PatientCard } from './PatientCard';
import './patient-list.css';

/** /patient/{ptType}/{doctorId}: one list per stage; a new doctor or stage starts a fresh page. */
export function PatientListRoute({ stage }: { stage: PatientStage }) {
  const doctorId = useParams().doctorId ?? '';
  return <PatientListPage key={`${stage}/${doctorId}`} stage={stage} doctorId={doctorId} />;
}

/**
 * Consultations, Patients En cours, Patients Terminé: a server-side search, the stage's sub-filter
 * tabs, and patient cards loaded 30 at a time as the user scrolls (or with "Charger plus").
 */
export function PatientListPage({ stage, doctorId }: { stage: PatientStage; doctorId: string }) {
  const { t } = useTranslation();
  const paths = usePatientPaths();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(stage, params.get('filter'));
  const [text, setText] = useState(() => params.get('q') ?? '');
  const search = useDebouncedValue(text.trim());
  const pages = patientsListApi.usePatientPagesInfiniteQuery({ stage, filter, doctor: doctorId, search });
  const list = patientListView(pages);
  const errors = useDismissable(pages.error, list.errors);
  const may = usePatientPermissions();

  // The address keeps the tab and the search, so that a file's back link returns to them.
  const addressQ = params.get('q') ?? '';
  useEffect(() => {
    if (search !== addressQ) setParams(listSearchParams(stage, filter, search), { replace: true });
  }, [search, addressQ, stage, filter, setParams]);

  // Writes refresh the pages through their tags.
  const actions = usePatientActions();

  const shown = list.items.length;
  const loadMore = () => {
    if (list.hasMore && !pages.isFetching) void pages.fetchNextPage();
  };
  const sentinel = useInfiniteScroll(loadMore, list.hasMore, shown);
  const backLink = location.pathname + location.search;

  return (
    <PageFrame
      title={t(`titles.${stage}`)}
      actions={
        may.add && (
          <button type="button" className="dn-button" onPointerEnter={preloadPatientDialogs} onFocus={preloadPatientDialogs} onClick={actions.crud.startAdd}>
            <Plus aria-hidden="true" size={18} />
            {t('common:add')}
          </button>
        )
      }
    >
      <div className="patients-list__toolbar">
        <label className="patients-search">
          <Search aria-hidden="true" size={18} className="patients-search__icon" />
          <span className="dn-visually-hidden">{t('list.search')}</span>
          <input
            className="dn-input patients-search__input"
            type="search"
            placeholder={t('list.searchPlaceholder')}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        {list.loaded && (
          <span className="patients-list__total">
            <TotalLabel total={list.total} estimated={list.totalEstimated} />
          </span>
        )}
      </div>
      <Tabs<ListFilter>
        label={t('list.filtersLabel')}
        items={LIST_FILTERS[stage].map((id) => ({ id, label: t(`list.filters.${id}`) }))}
        active={filter}
        onChange={(next) => setParams(listSearchParams(stage, next, search), { replace: true })}
      />
      <ErrorBanners messages={errors.messages} onDismiss={errors.dismiss} />
      <ErrorBanners messages={actions.pageErrors.messages} onDismiss={actions.pageErrors.dismiss} />
      {list.loading && shown === 0 && <Spinner />}
      {list.loaded && !list.loading && shown === 0 && list.errors.length === 0 && (
        <p className="patients-muted">{search ? t('list.noMatch', { text: search }) : t('list.empty')}</p>
      )}
      <div className="patients-list" aria-busy={list.loading}>
        {list.items.map((patient) => (
          <PatientCard
            key={patient._id}
            patient={patient}
            to={paths.file(doctorId, patient._id)}
            onOpen={() => rememberBackLink(backLink)}
            actions={actions}
          />
        ))}
      </div>
      {list.hasMore && (
        <div className="patients-list__more" ref={sentinel}>
          {list.loadingMore ? (
            <Spinner />
          ) : (
            <button type="button" className="dn-button dn-button--ghost" onClick={loadMore}>
              {t('list.loadMore')}
            </button>
          )}
        </div>
      )}
      <PatientDialogsOnDemand actions={actions} defaultDoctor={doctorId} />
    </PageFrame>
  );
}

/** An estimate as people say it: three significant digits (35,905 → 35,900). */
function roundEstimate(total: number): number {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(total)) - 2);
  return Math.round(total / unit) * unit;
}

/** "12 patients", or for the server's estimate of a long list "about 35,900 patients". */
function TotalLabel({ total, estimated }: { total: number; estimated: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!estimated) return t('list.total', { count: total });
  const about = roundEstimate(total);
  // Grouped as the language groups digits, Latin digits as everywhere in the product.
  return t('list.totalAbout', { count: about, number: new Intl.NumberFormat(`${language}-u-nu-latn`).format(about) });
}

/**
 * Calls `onVisible` whenever the returned element scrolls into view (if the browser can tell);
 * watching again after each page, so a sentinel still in view asks for the next one.
 */
function useInfiniteScroll(onVisible: () => void, active: boolean, shown: number) {
  const latest = useRef(onVisible);
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    latest.current = onVisible;
  }, [onVisible]);
  useEffect(() => {
    if (!element || !active || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    }, { rootMargin: '200px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, active, shown]);
  return setElement;
}
