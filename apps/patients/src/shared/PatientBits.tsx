import './shared.css';
import { formatMoney, useLanguage } from '@dental/i18n';

/** A balance in MRU, red when the patient owes the cabinet. */
export function Balance({ amount }: { amount: number }) {
  const language = useLanguage();
  // "-1 500 MRU" keeps its order inside Arabic text.
  return (
    <bdi dir="ltr" className={amount < 0 ? 'dn-money dn-negative' : 'dn-money'}>
      {formatMoney(amount, language)}
    </bdi>
  );
}

/** A phone number reads left to right, in Arabic too. */
export function PhoneNumber({ value }: { value: string }) {
  return <bdi dir="ltr">{value}</bdi>;
}
