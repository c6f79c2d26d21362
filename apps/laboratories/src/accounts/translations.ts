export const accountsTranslations = {
  fr: { accounts: {
    caption: 'Comptes des médecins',
    doctor: 'Médecin',
    balance: 'Solde',
    empty: 'Aucun compte',
    paymentsOf: 'Paiements de {{name}}',
  } },
  en: { accounts: {
    caption: "Doctors' accounts",
    doctor: 'Doctor',
    balance: 'Balance',
    empty: 'No account yet',
    paymentsOf: 'Payments of {{name}}',
  } },
  ar: { accounts: {
    caption: 'حسابات الأطباء',
    doctor: 'الطبيب',
    balance: 'الرصيد',
    empty: 'لا توجد حسابات',
    paymentsOf: 'مدفوعات {{name}}',
  } },
};
