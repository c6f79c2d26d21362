import { formatMoney, useLanguage } from '@dental/i18n';

/**
 * An amount in MRU as the language writes it ("13 325,46 MRU", "13.325,46 MRU"), isolated left to
 * right so that inside Arabic text "-1 500 MRU" keeps its order.
 */
export function Money({ amount }: { amount: number }) {
  const language = useLanguage();
  return (
    <bdi dir="ltr" className="dn-money">
      {formatMoney(amount, language)}
    </bdi>
  );
}
