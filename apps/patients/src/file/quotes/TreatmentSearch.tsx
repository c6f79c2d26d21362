import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { referenceApi, listView } from '@dental/api-client';
import type { Treatment } from '@dental/contracts';
import { Combobox } from '@dental/ui/combobox';

/** The catalogue's treatments whose name starts with the text typed (case and accents as typed). */
export const treatmentsStartingWith = (treatments: readonly Treatment[], text: string) => {
  const typed = text.trim().toLocaleLowerCase();
  return typed === '' ? [] : treatments.filter((treatment) => treatment.name.toLocaleLowerCase().startsWith(typed));
};

/** "Rechercher un traitement": at most 5 treatments of the catalogue, by the start of their name. */
export function TreatmentSearch({ onSelect }: { onSelect: (treatment: Treatment) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const view = listView(referenceApi.useTreatmentsQuery());
  return (
    <Combobox<Treatment>
      label={t('quotes.search')}
      placeholder={t('quotes.searchPlaceholder')}
      items={treatmentsStartingWith(view.items, text)}
      itemToString={(treatment) => treatment.name}
      itemKey={(treatment) => treatment._id}
      onInputChange={setText}
      onSelect={onSelect}
      loading={view.loading && !view.loaded}
      problem={view.errors.length > 0 ? view.errors.join(' ') : undefined}
      clearOnSelect
    />
  );
}
