import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Search } from 'lucide-react';
import type { Patient } from '@dental/contracts';
import { failureMessages, patientsApi } from '@dental/api-client';
import { ErrorBanners } from '@dental/ui';
import { Combobox } from '@dental/ui/combobox';
import { rememberBackLink } from '../rules/back-link';
import { usePatientPaths } from '../rules/use-patient-paths';
import { QUICK_SEARCH_LIMIT, quickSearchQuery } from '../rules/list-query';
import { PhoneNumber } from '../shared/PatientBits';
import { useDebouncedValue } from '../shared/use-debounced-value';
import './quick-search.css';

/** The answer for one search text: its hits, or the server's messages. */
type Answer = { text: string; patients: Patient[]; failed: boolean; errors: string[] };

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
  const search = useDebouncedValue(text.trim());
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    const query = quickSearchQuery(search);
    if (!query) return;
    let current = true;
    patientsApi
      .list(query)
      .then((page) => current && setAnswer({ text: search, patients: page.items.slice(0, QUICK_SEARCH_LIMIT), failed: false, errors: [] }))
      .catch((error: unknown) => current && setAnswer({ text: search, patients: [], failed: true, errors: failureMessages(error) }));
    return () => {
      current = false;
    };
  }, [search]);

  const typed = text.trim();
  // Only the answer for what is in the box now; nothing at all for an empty box.
  const shown = typed !== '' && answer?.text === typed ? answer : null;
  const dismiss = (index: number) => setAnswer((current) => current && { ...current, errors: current.errors.filter((_, i) => i !== index) });
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
        items={shown?.patients ?? []}
        itemKey={(patient) => patient._id}
        itemToString={(patient) => patient.name}
        renderItem={(patient) => <Hit patient={patient} />}
        onInputChange={setText}
        onSelect={open}
        clearOnSelect
        loading={typed !== '' && shown === null}
        problem={shown?.failed && shown.errors.length > 0 && <ErrorBanners messages={shown.errors} onDismiss={dismiss} />}
        noResult={shown && !shown.failed ? t('search.none', { text: shown.text }) : null}
      />
    </div>
  );
}
