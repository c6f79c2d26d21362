import { useTranslation } from 'react-i18next';
import { formatMoney, type DayClose } from '@dental/contracts';
import { useLanguage } from '@dental/i18n';

/** The laboratories' and the suppliers' payments of a session, when there are some. */
export function CashOut({ labs, suppliers }: Pick<DayClose, 'labs' | 'suppliers'>) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      {labs.count > 0 && <p className="finance-day-close__out">{t('dayClose.labsOut', { count: labs.count, amount: formatMoney(labs.amount, language) })}</p>}
      {suppliers.count > 0 && <p className="finance-day-close__out">{t('dayClose.suppliersOut', { count: suppliers.count, amount: formatMoney(suppliers.amount, language) })}</p>}
    </>
  );
}
