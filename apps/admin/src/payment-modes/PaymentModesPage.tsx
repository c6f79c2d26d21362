import { useTranslation } from 'react-i18next';
import { paymentModeName, type Language, type PaymentMode } from '@dental/contracts';
import { listView, referenceApi } from '@dental/api-client';
import { useWriteRights } from '@dental/auth';
import { useLanguage } from '@dental/i18n';
import { CrudEditor, PageFrame, type DataColumn } from '@dental/ui';
import { paymentModeWritesApi } from './payment-modes-api';
import { PaymentModeForm } from './PaymentModeForm';
import { addScreenTexts } from '../texts';
import { paymentModesTranslations } from './translations';

addScreenTexts(paymentModesTranslations);

/**
 * A mode in the user's words and, when those are other words, the name it is stored under, so the
 * admin knows what it is called: "Espèces (cash)".
 */
function modeLabel(mode: PaymentMode, language: Language): string {
  const words = paymentModeName(mode.name, language);
  const folded = (text: string) => text.trim().toLowerCase();
  return folded(words) === folded(mode.name) ? words : `${words} (${mode.name})`;
}

/** /paymentMode: the payment modes (name, code, archived mark) with add, edit and delete. */
export function PaymentModesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = listView(referenceApi.usePaymentModesQuery());
  const [create] = paymentModeWritesApi.useCreatePaymentModeMutation();
  const [update] = paymentModeWritesApi.useUpdatePaymentModeMutation();
  const [remove] = paymentModeWritesApi.useRemovePaymentModeMutation();
  const rights = useWriteRights('MODE_PAIEMENT');
  const columns: DataColumn<PaymentMode>[] = [
    {
      id: 'name',
      header: t('paymentModes.name'),
      cell: (mode) => (
        <>
          {modeLabel(mode, language)} {mode.archive && <span className="dn-badge">{t('paymentModes.archive')}</span>}
        </>
      ),
    },
    { id: 'code', header: t('paymentModes.code'), cell: (mode) => mode.code },
  ];

  return (
    <PageFrame title={t('paymentModes.title')}>
      <CrudEditor
        list={list}
        columns={columns}
        rights={rights}
        texts={{
          caption: t('paymentModes.title'),
          empty: t('paymentModes.empty'),
          add: t('paymentModes.add'),
          edit: t('paymentModes.edit'),
          remove: t('paymentModes.remove'),
          question: (mode) => t('common:deleteQuestion', { name: modeLabel(mode, language) }),
        }}
        writes={{ create, update, remove }}
        rowName={(mode) => modeLabel(mode, language)}
        form={PaymentModeForm}
      />
    </PageFrame>
  );
}
