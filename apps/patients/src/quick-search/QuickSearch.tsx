import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Search } from 'lucide-react';
import type { Patient } from '@dental/contracts';
import { failureMessages, patientsApi } from '@dental/api-client';
import { ErrorBanners } from '@dental/ui';
import { rememberBackLink } from '../rules/back-link';
import { usePatientPaths } from '../rules/use-patient-paths';
import { QUICK_SEARCH_LIMIT, quickSearchQuery } from '../rules/list-query';
import { PhoneNumber } from '../shared/PatientBits';
import { useDebouncedValue } from '../shared/use-debounced-value';
import './quick-search.css';

/** The answer for one search text: its hits, or the server's messages. */
type Answer = { text: string; patients: Patient[]; failed: boolean; errors: string[] };

/**
 * The home screen's patient search (spec part 1 §2, §5): every stage, by registration number,
 * name or phone, at most 5 hits, nothing asked for an empty text. A hit opens the file's quotes.
 */
export function QuickSearch() {
  const { t } = useTranslation();
  const paths = usePatientPaths();
  const location = useLocation();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim());
  const [answer, setAnswer] = useState<Answer | null>(null);
  // The hits cover the tiles below: they close on a click elsewhere or Escape, and reopen on focus.
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

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
  const shown = open && typed !== '' && answer?.text === typed ? answer : null;
  const searching = typed !== '' && shown === null;
  const from = location.pathname + location.search;
  const dismiss = (index: number) => setAnswer((current) => current && { ...current, errors: current.errors.filter((_, i) => i !== index) });

  return (
    <div className="patients-quick" role="search" ref={rootRef}>
      <label className="patients-quick__field">
        <Search aria-hidden="true" size={20} className="patients-quick__icon" />
        <span className="dn-visually-hidden">{t('search.label')}</span>
        <input
          className="dn-input patients-quick__input"
          type="search"
          placeholder={t('search.placeholder')}
          value={text}
          aria-controls={shown ? listId : undefined}
          aria-busy={searching}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpen(false);
          }}
        />
      </label>
      {shown?.failed && <ErrorBanners messages={shown.errors} onDismiss={dismiss} />}
      {shown && !shown.failed && (
        <div className="patients-quick__results">
          {shown.patients.length === 0 ? (
            <p className="patients-quick__none">{t('search.none', { text: shown.text })}</p>
          ) : (
            <ul id={listId} className="patients-quick__list" aria-label={t('search.results')}>
              {shown.patients.map((patient) => (
                <li key={patient._id}>
                  <Link
                    className="patients-quick__hit"
                    to={paths.file(patient.doctor[0] ?? '', patient._id)}
                    onClick={() => {
                      rememberBackLink(from);
                      setText('');
                    }}
                  >
                    <span className="patients-quick__regno">{patient.RegNo ?? t('stages.consultation')}</span>
                    <span className="patients-quick__name">{patient.name}</span>
                    <span className="patients-quick__phone">
                      <PhoneNumber value={patient.contact.phone} />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
