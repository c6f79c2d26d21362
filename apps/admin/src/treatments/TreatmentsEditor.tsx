import { useTranslation } from 'react-i18next';
import type { InsurerTreatmentInput, Treatment, TreatmentType } from '@dental/contracts';
import { useWriteRights } from '@dental/auth';
import { formatMoney, useLanguage } from '@dental/i18n';
import { CrudEditor, type DataColumn } from '@dental/ui';
import { TreatmentForm } from './TreatmentForm';

export interface TreatmentsEditorProps {
  rows: readonly Treatment[];
  loading: boolean;
  errors: readonly string[];
  /** The type a new treatment starts with (the open tab's). */
  defaultType?: TreatmentType;
  save: (input: InsurerTreatmentInput, edited: Treatment | undefined) => Promise<unknown>;
  remove: (treatment: Treatment) => Promise<unknown>;
}

/** A list of treatments — the cabinet's catalogue or an insurer's — as Nom, Type, Prix, Actions, under the TRAITEMENTS rights. */
export function TreatmentsEditor({ rows, loading, errors, defaultType, save, remove }: TreatmentsEditorProps) {
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
      rows={rows}
      rowKey={(treatment) => treatment._id}
      columns={columns}
      caption={t('treatments.title')}
      rowName={(treatment) => treatment.name}
      loading={loading}
      errors={errors}
      empty={t('treatments.empty')}
      rights={rights}
      texts={{ add: t('treatments.add'), edit: t('treatments.edit'), remove: t('treatments.remove'), question: (treatment) => t('treatments.deleteQuestion', { name: treatment.name }) }}
      remove={remove}
      form={({ initial, onDone, onCancel }) => (
        <TreatmentForm initial={initial} defaultType={defaultType} onSubmit={(input) => save(input, initial)} onDone={onDone} onCancel={onCancel} />
      )}
    />
  );
}
