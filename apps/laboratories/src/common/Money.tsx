import { formatMoney, useLanguage } from '@dental/i18n';

/** An amount in MRU as the language writes it; "-1 500 MRU" keeps its order inside Arabic text. */
export function Money({ amount }: { amount: number }) {
  const language = useLanguage();
  return (
    <bdi dir="ltr" className="dn-money">
      {formatMoney(amount, language)}
    </bdi>
  );
}
