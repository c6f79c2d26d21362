import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Patient } from '@dental/contracts';
import { problemMessages, skipToken } from '@dental/api-client';
import { useDebouncedValue } from '@dental/ui';
import { Combobox } from '@dental/ui/combobox';
import { appointmentsApi } from '../data/appointments-api';

/** Type to search a patient by name, registration number or phone; at most 5 suggestions. */
export function PatientPicker({ onSelect }: { onSelect: (patient: Patient) => void }) {
  const { t } = useTranslation('appointments');
  const [text, setText] = useState('');
  const typed = text.trim();
  const search = useDebouncedValue(typed);
  const answer = appointmentsApi.useAppointmentPatientSearchQuery(search || skipToken);
  const current = typed !== '' && search === typed && !answer.isFetching;
  const problems = current && answer.isError ? problemMessages(answer.error) : [];
  return (
    <Combobox
      label={t('booking.patient')}
      listLabel={t('booking.suggestions')}
      placeholder={t('booking.patientPlaceholder')}
      items={current ? (answer.data ?? []) : []}
      itemKey={(patient) => patient._id}
      itemToString={(patient) => patient.name}
      renderItem={(patient) => (
        <span className="appointments-suggestion">
          {patient.RegNo && <span className="appointments-suggestion__regno">{patient.RegNo}</span>}
          <span>{patient.name}</span>
          <span dir="ltr">{patient.contact.phone}</span>
        </span>
      )}
      onInputChange={setText}
      onSelect={onSelect}
      loading={typed !== '' && !current}
      problem={problems.length > 0 && <p role="alert">{problems.join(' ')}</p>}
      noResult={current ? t('booking.noPatient', { text: typed }) : null}
    />
  );
}
