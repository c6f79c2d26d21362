import { useTranslation } from 'react-i18next';
import type { Period } from '@dental/domain';
import { formatDate, useLanguage } from '@dental/i18n';
import { PrintLayout } from '@dental/ui';
import { ReadState } from '../common/ReadState';
import { accountingApi } from './accounting-api';
import { Statement } from './Statement';
import { addScreenTexts } from '../texts';
import { accountingTranslations } from './translations';

addScreenTexts(accountingTranslations);

/** Comptabilité: the statement of the period, printable on A4 (the browser's print, in the page's language). */
export function AccountingTab({ doctor, doctorName, period }: { doctor?: string; doctorName: string; period: Period }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const read = accountingApi.useAccountingStatisticsQuery({ doctor, from: period.from, to: period.to });
  const title = t('accounting.title', { doctor: doctorName, from: formatDate(period.from, language), to: formatDate(period.to, language) });
  return (
    <ReadState read={read}>
      {(data) => (
        <PrintLayout title={title}>
          <Statement data={data} />
        </PrintLayout>
      )}
    </ReadState>
  );
}
