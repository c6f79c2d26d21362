import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { referenceApi, listView } from '@dental/api-client';
import type { Treatment } from '@dental/contracts';
import { Combobox } from '@dental/ui/combobox';
import { nameContains, nameKey } from '@dental/domain';

/**
 * The catalogue's treatments whose name holds the text typed anywhere, case, accents and extra
 * spaces aside ("detartrage" finds Détartrage); those starting with it come first.
 */
export function treatmentsMatching(treatments: readonly Treatment[], text: string): Treatment[] {
  const typed = nameKey(text);
  const found = treatments.filter((treatment) => nameContains(treatment.name, text));
  const starts = (treatment: Treatment) => (nameKey(treatment.name).startsWith(typed) ? 0 : 1);
  return found.sort((a, b) => starts(a) - starts(b));
}

/** "Rechercher un traitement": at most 5 treatments of the catalogue, by any part of their name. */
export function TreatmentSearch({ onSelect }: { onSelect: (treatment: Treatment) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const view = listView(referenceApi.useTreatmentsQuery());
  return (
    <Combobox<Treatment>
      label={t('quotes.search')}
      placeholder={t('quotes.searchPlaceholder')}
      items={treatmentsMatching(view.items, text)}
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
