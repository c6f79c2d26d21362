export const accountsTranslations = {
  fr: { accounts: {
    caption: 'Comptes des médecins',
    doctor: 'Médecin',
    balance: 'Solde dû au laboratoire',
    empty: 'Aucun compte',
    paymentsOf: 'Paiements de {{name}}',
  } },
  en: { accounts: {
    caption: "Doctors' accounts",
    doctor: 'Doctor',
    balance: 'Balance owed to the lab',
    empty: 'No account yet',
    paymentsOf: 'Payments of {{name}}',
  } },
  ar: { accounts: {
    caption: 'حسابات الأطباء',
    doctor: 'الطبيب',
    balance: 'الرصيد المستحق للمختبر',
    empty: 'لا توجد حسابات',
    paymentsOf: 'مدفوعات {{name}}',
  } },
};
