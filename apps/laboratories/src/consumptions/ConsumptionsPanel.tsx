import { useTranslation } from 'react-i18next';
import type { LabConsumption } from '@dental/contracts';
import { listView } from '@dental/api-client';
import { labConsumptionsTotal, labConsumptionTotal } from '@dental/domain';
import { useLanguage } from '@dental/i18n';
import { type DataColumn, DataTable, Money } from '@dental/ui';
import { dayText, teethText } from '../common/FollowUpList';
import { ReadErrors } from '../common/ReadErrors';
import { consumptionsApi } from './consumptions-api';

const teethCount = (consumption: LabConsumption) => consumption.teeth.nums.length;

/**
 * /laboratory/{labId}/consumptions/{doctorId}: Date, Patient, Traitement, Dents, Prix du lab, Total
 * (price × number of teeth), newest first as the API answers (spec part 2 §9), and the grand total in the footer.
 */
export function ConsumptionsPanel({ labId, doctorId }: { labId: string; doctorId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = consumptionsApi.useLabConsumptionsQuery({ labId, doctor: doctorId });
  const { items, loading, errors } = listView({ ...query, data: query.currentData });
  const money = (amount: number) => <Money amount={amount} />;
  const total = labConsumptionsTotal(items.map((row) => ({ price: row.price, teeth: teethCount(row) })));

  const columns: DataColumn<LabConsumption>[] = [
    { id: 'date', header: t('consumptions.date'), cell: (row) => dayText(row.createdAt, language), footer: t('consumptions.grandTotal') },
    { id: 'patient', header: t('consumptions.patient'), cell: (row) => row.patient.name },
    { id: 'treatment', header: t('consumptions.treatment'), cell: (row) => row.treatment.name },
    { id: 'teeth', header: t('consumptions.teeth'), cell: (row) => <bdi dir="ltr">{teethText(row.teeth)}</bdi> },
    { id: 'price', header: t('consumptions.price'), numeric: true, cell: (row) => money(row.price) },
    { id: 'total', header: t('consumptions.total'), numeric: true, cell: (row) => money(labConsumptionTotal(row.price, teethCount(row))), footer: money(total) },
  ];

  return (
    <div className="labs-consumptions">
      <ReadErrors messages={errors} />
      <DataTable columns={columns} rows={items} rowKey={(row) => row._id} caption={t('consumptions.caption')} loading={loading || query.isUninitialized} empty={t('consumptions.empty')} />
    </div>
  );
}
