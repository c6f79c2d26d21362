import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Search } from 'lucide-react';
import type { Patient } from '@dental/contracts';
import { problemMessages, skipToken } from '@dental/api-client';
import { ErrorBanners, useDebouncedValue } from '@dental/ui';
import { Combobox } from '@dental/ui/combobox';
import { rememberBackLink } from '@dental/module-kit';
import { usePatientPaths } from '../rules/use-patient-paths';
import { QUICK_SEARCH_LIMIT, quickSearchQuery } from '../rules/list-query';
import { PhoneNumber } from '../shared/PatientBits';

import { useDismissable } from '../shared/use-dismissable';
import { patientsListApi } from '../list/patients-api';
import './quick-search.css';

function Hit({ patient }: { patient: Patient }) {
  const { t } = useTranslation();
  return (
    <span className="patients-quick__hit">
      <span className="patients-quick__regno">{patient.RegNo ?? t('stages.consultation')}</span>
      <span className="patients-quick__name">{patient.name}</span>
      <span className="patients-quick__phone">
        <PhoneNumber value={patient.contact.phone} />
      </span>
    </span>
  );
}

/**
 * The home screen's patient search (spec part 1 §2, §5): every stage, by registration number,
 * name or phone, at most 5 hits, nothing asked for an empty text. A hit opens the file's quotes.
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
  const errors = useDismissable(result.error, failed ? problemMessages(result.error) : []);
  const open = (patient: Patient) => {
    rememberBackLink(location.pathname + location.search);
    navigate(paths.file(patient.doctor[0] ?? '', patient._id));
  };

  return (
    <div className="patients-quick" role="search">
      <Combobox
        label={t('search.label')}
        hideLabel
        listLabel={t('search.results')}
        placeholder={t('search.placeholder')}
        icon={<Search aria-hidden="true" size={20} />}
        items={patients}
        itemKey={(patient) => patient._id}
        itemToString={(patient) => patient.name}
        renderItem={(patient) => <Hit patient={patient} />}
        onInputChange={setText}
        onSelect={open}
        clearOnSelect
        loading={typed !== '' && !answered}
        problem={errors.messages.length > 0 && <ErrorBanners messages={errors.messages} onDismiss={errors.dismiss} />}
        noResult={answered && !failed ? t('search.none', { text: typed }) : null}
      />
    </div>
  );
}
