import { useTranslation } from 'react-i18next';
import type { LabConsumption } from '@dental/contracts';
import { listView } from '@dental/api-client';
import { labConsumptionsTotal, labConsumptionTotal } from '@dental/domain';
import { type DataColumn, DataTable, Money } from '@dental/ui';
import { teethText } from '../common/FollowUpList';
import { ReadErrors } from '../common/ReadErrors';
import { consumptionsApi } from './consumptions-api';

const teethCount = (consumption: LabConsumption) => consumption.teeth.nums.length;

/** Newest first (spec part 2 §9), whatever order the answer came in. */
export function newestFirst(consumptions: readonly LabConsumption[]): LabConsumption[] {
  return [...consumptions].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * /laboratory/{labId}/consumptions/{doctorId}: Patient, Traitement, Dents, Prix du lab, Total
 * (price × number of teeth), newest first, and the grand total in the footer.
 */
export function ConsumptionsPanel({ labId, doctorId }: { labId: string; doctorId: string }) {
  const { t } = useTranslation();
  const query = consumptionsApi.useLabConsumptionsQuery({ labId, doctor: doctorId });
  const { items, loading, errors } = listView({ ...query, data: query.currentData });
  const rows = newestFirst(items);
  const money = (amount: number) => <Money amount={amount} />;
  const total = labConsumptionsTotal(rows.map((row) => ({ price: row.price, teeth: teethCount(row) })));

  const columns: DataColumn<LabConsumption>[] = [
    { id: 'patient', header: t('consumptions.patient'), cell: (row) => row.patient.name, footer: t('consumptions.grandTotal') },
    { id: 'treatment', header: t('consumptions.treatment'), cell: (row) => row.treatment.name },
    { id: 'teeth', header: t('consumptions.teeth'), cell: (row) => <bdi dir="ltr">{teethText(row.teeth)}</bdi> },
    { id: 'price', header: t('consumptions.price'), numeric: true, cell: (row) => money(row.price) },
    { id: 'total', header: t('consumptions.total'), numeric: true, cell: (row) => money(labConsumptionTotal(row.price, teethCount(row))), footer: money(total) },
  ];

  return (
    <div className="labs-consumptions">
      <ReadErrors messages={errors} />
      <DataTable columns={columns} rows={rows} rowKey={(row) => row._id} caption={t('consumptions.caption')} loading={loading || query.isUninitialized} empty={t('consumptions.empty')} />
    </div>
  );
}
