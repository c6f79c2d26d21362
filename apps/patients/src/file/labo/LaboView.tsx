import { useTranslation } from 'react-i18next';
import type { LabConsumption } from '@dental/contracts';
import { labConsumptionsTotal, labConsumptionTotal } from '@dental/domain';
import { formatDate, useLanguage } from '@dental/i18n';
import { DataTable, ErrorBanners, type DataColumn } from '@dental/ui';
import { Balance } from '../../shared/PatientBits';
import { useFileList } from '../payments/file-list';
import '../payments/visit.css';
import { teethText } from '../sheets/sheet-lines';
import { laboApi } from './labo-api';
import { addScreenTexts } from '../../screen-texts';
import { laboTranslations } from './translations';

addScreenTexts(laboTranslations);

const teethCount = (consumption: LabConsumption) => consumption.teeth.nums.length;

/** The patient's lab work, newest first: laboratory, treatment, teeth, lab price, line total (price × teeth) and their sum. */
export function LaboView({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = useFileList(laboApi.usePatientLabConsumptionsQuery(patientId));
  const rows = [...list.items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const total = labConsumptionsTotal(rows.map((row) => ({ price: row.price, teeth: teethCount(row) })));

  const columns: DataColumn<LabConsumption>[] = [
    { id: 'date', header: t('labo.date'), cell: (row) => formatDate(row.createdAt, language), footer: t('labo.total') },
    { id: 'laboratory', header: t('labo.laboratory'), cell: (row) => row.laboratory.name },
    { id: 'treatment', header: t('labo.treatment'), cell: (row) => row.treatment.name },
    { id: 'teeth', header: t('labo.teeth'), cell: (row) => <bdi dir="ltr">{teethText(row.teeth)}</bdi> },
    { id: 'price', header: t('labo.price'), numeric: true, cell: (row) => <Balance amount={row.price} /> },
    { id: 'total', header: t('labo.lineTotal'), numeric: true, cell: (row) => <Balance amount={labConsumptionTotal(row.price, teethCount(row))} />, footer: <Balance amount={total} /> },
  ];

  return (
    <div className="patients-visit">
      <ErrorBanners messages={list.banners.messages} onDismiss={list.banners.dismiss} />
      <DataTable columns={columns} rows={rows} rowKey={(row) => row._id} caption={t('labo.caption')} loading={list.loading && !list.loaded} empty={t('labo.empty')} />
    </div>
  );
}
