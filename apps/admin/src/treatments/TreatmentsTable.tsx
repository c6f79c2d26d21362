import { useTranslation } from 'react-i18next';
import type { Treatment } from '@dental/contracts';
import { formatMoney, useLanguage } from '@dental/i18n';
import { RowActions } from '@dental/ui';

interface Props {
  items: readonly Treatment[];
  emptyText: string;
  onEdit?: (treatment: Treatment) => void;
  onDelete?: (treatment: Treatment) => void;
}

/** Nom, Type, Prix, Actions. */
export function TreatmentsTable({ items, emptyText, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <table className="dn-table">
      <thead>
        <tr>
          <th>{t('treatments.name')}</th>
          <th>{t('treatments.type')}</th>
          <th>{t('treatments.price')}</th>
          <th>{t('common:actions')}</th>
        </tr>
      </thead>
      <tbody>
        {items.length === 0 && (
          <tr>
            <td colSpan={4}>{emptyText}</td>
          </tr>
        )}
        {items.map((treatment) => (
          <tr key={treatment._id}>
            <td>{treatment.name}</td>
            <td>{t(`treatments.types.${treatment.type}`)}</td>
            <td className="dn-money">{formatMoney(treatment.price, language)}</td>
            <td>
              <RowActions
                name={treatment.name}
                onEdit={onEdit && (() => onEdit(treatment))}
                onDelete={onDelete && (() => onDelete(treatment))}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
