import { useTranslation } from 'react-i18next';
import type { InsurerTreatmentInput, Treatment, TreatmentType } from '@dental/contracts';
import type { ListView } from '@dental/api-client';
import { useWriteRights } from '@dental/auth';
import { formatMoney, useLanguage } from '@dental/i18n';
import { CrudEditor, type CrudWrites, type DataColumn } from '@dental/ui';
import { TreatmentForm } from './TreatmentForm';
import { addScreenTexts } from '../texts';
import { treatmentsTranslations } from './translations';

addScreenTexts(treatmentsTranslations);

export interface TreatmentsEditorProps {
  list: ListView<Treatment>;
  /** The type a new treatment starts with (the open tab's). */
  defaultType?: TreatmentType;
  writes: CrudWrites<InsurerTreatmentInput>;
}

/** A list of treatments — the cabinet's catalogue or an insurer's — as Nom, Type, Prix, Actions, under the TRAITEMENTS rights. */
export function TreatmentsEditor({ list, defaultType, writes }: TreatmentsEditorProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rights = useWriteRights('TRAITEMENTS');
  const columns: DataColumn<Treatment>[] = [
    { id: 'name', header: t('treatments.name'), cell: (treatment) => treatment.name },
    { id: 'type', header: t('treatments.type'), cell: (treatment) => t(`treatments.types.${treatment.type}`) },
    { id: 'price', header: t('treatments.price'), numeric: true, cell: (treatment) => <span className="dn-money">{formatMoney(treatment.price, language)}</span> },
  ];
  return (
    <CrudEditor
      list={list}
      columns={columns}
      rights={rights}
      texts={{
        caption: t('treatments.title'),
        empty: t('treatments.empty'),
        add: t('treatments.add'),
        edit: t('treatments.edit'),
        remove: t('treatments.remove'),
        question: (treatment) => t('treatments.deleteQuestion', { name: treatment.name }),
      }}
      writes={writes}
      form={(props) => <TreatmentForm {...props} defaultType={defaultType} />}
    />
  );
}
