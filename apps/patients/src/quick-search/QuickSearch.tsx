import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Search } from 'lucide-react';
import type { Patient, PatientPage } from '@dental/contracts';
import { problemMessages, sessionApi, skipToken } from '@dental/api-client';
import { useAppSelector } from '@dental/auth';
import { ageFrom } from '@dental/domain';
import { useLanguage } from '@dental/i18n';
import { ErrorBanners, useDebouncedValue } from '@dental/ui';
import { Combobox } from '@dental/ui/combobox';
import { rememberBackLink } from '@dental/module-kit';
import { usePatientPaths } from '../rules/use-patient-paths';
import { QUICK_SEARCH_LIMIT, quickSearchQuery } from '../rules/list-query';
import { PhoneNumber } from '../shared/PatientBits';

import { useDismissable } from '../shared/use-dismissable';
import { patientsListApi } from '../list/patients-api';
import './quick-search.css';

/** Usernames by id, from the users the session keeps (every signed-in user may read them). */
function useUsernames(): ReadonlyMap<string, string> {
  sessionApi.useUsersQuery();
  const users = useAppSelector((state) => state.users.items);
  return new Map(users.map((user) => [user._id, user.username]));
}

function Hit({ patient, doctor }: { patient: Patient; doctor: string | undefined }) {
  const { t } = useTranslation();
  const age = ageFrom(patient.dob);
  return (
    <span className="patients-quick__hit">
      <span className="patients-quick__regno">{patient.RegNo ? t('search.regNo', { regNo: patient.RegNo }) : t('stages.consultation')}</span>
      <span className="patients-quick__who">
        <span className="patients-quick__name" dir="auto">
          {patient.name}
        </span>
        <span className="patients-quick__details">
          {age !== null && <span>{t('file.years', { count: age })}</span>}
          {doctor && <span>{doctor}</span>}
        </span>
      </span>
      <span className="patients-quick__phone">
        <PhoneNumber value={patient.contact.phone} />
      </span>
    </span>
  );
}

/** "The first 5 of 37": said when the server holds more matches than the box shows. */
function useMoreText(page: PatientPage | undefined, shown: number): string | null {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!page || page.total <= shown) return null;
  // An estimate as people say it, three significant digits (35,905: about 35,900); Latin digits as everywhere.
  const count = page.totalEstimated ? Number(page.total.toPrecision(3)) : page.total;
  const total = new Intl.NumberFormat(`${language}-u-nu-latn`).format(count);
  return page.totalEstimated ? t('search.moreEstimated', { shown, total }) : t('search.more', { shown, total });
}

/**
 * The home screen's patient search (spec part 1 §2, §5): every stage, by registration number,
 * name (anywhere, case and accents aside) or phone, at most 5 hits, nothing asked for an empty
 * text. A hit shows the number, age and doctor, and opens the file's quotes; the box says when
 * more patients match than it shows.
 */
export function QuickSearch() {
  const { t } = useTranslation();
  const paths = usePatientPaths();
  const location = useLocation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const typed = text.trim();
  const search = useDebouncedValue(typed);
  const query = quickSearchQuery(search);
  const result = patientsListApi.usePatientSearchQuery(query ?? skipToken);
  // Only the answer for what is in the box now; nothing at all for an empty box.
  const answered = typed !== '' && search === typed && !result.isFetching;
  const failed = answered && result.isError;
  const patients = answered ? (result.currentData?.items.slice(0, QUICK_SEARCH_LIMIT) ?? []) : [];
  const usernames = useUsernames();
  const more = useMoreText(answered && !failed ? result.currentData : undefined, patients.length);
  const errors = useDismissable(result.error, failed ? problemMessages(result.error) : []);
  const open = (patient: Patient) => {
    rememberBackLink(location.pathname + location.search);
    navigate(paths.file(patient.doctor[0] ?? '', patient._id));
  };

  return (
    // The list of hits ends with the "more" line (CSS generated content: the combobox draws the list);
    // a status says it to screen readers.
    <div className="patients-quick" role="search" style={more ? ({ '--patients-quick-more': JSON.stringify(more) } as CSSProperties) : undefined}>
      <Combobox
        label={t('search.label')}
        hideLabel
        listLabel={t('search.results')}
        placeholder={t('search.placeholder')}
        icon={<Search aria-hidden="true" size={20} />}
        items={patients}
        itemKey={(patient) => patient._id}
        itemToString={(patient) => patient.name}
        renderItem={(patient) => <Hit patient={patient} doctor={usernames.get(patient.doctor[0] ?? '')} />}
        onInputChange={setText}
        onSelect={open}
        clearOnSelect
        loading={typed !== '' && !answered}
        problem={errors.messages.length > 0 && <ErrorBanners messages={errors.messages} onDismiss={errors.dismiss} />}
        noResult={answered && !failed ? t('search.none', { text: typed }) : null}
      />
      {more && (
        <p className="dn-visually-hidden" role="status">
          {more}
        </p>
      )}
    </div>
  );
}
