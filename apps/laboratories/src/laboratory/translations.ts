export const laboratoryTranslations = {
  fr: { laboratory: {
    title: '{{tab}} — {{name}}',
    tabsLabel: 'Onglets du laboratoire',
    tabs: { patients: 'Patients', payments: 'Paiements', accounts: 'Comptes', consumptions: 'Consommations', treatments: 'Traitements' },
    noTab: "Vous n'avez accès à aucun onglet de ce laboratoire",
    chooseDoctor: 'Choisissez un médecin pour voir son travail avec ce laboratoire',
  } },
  en: { laboratory: {
    title: '{{tab}} — {{name}}',
    tabsLabel: 'Laboratory tabs',
    tabs: { patients: 'Patients', payments: 'Payments', accounts: 'Accounts', consumptions: 'Consumptions', treatments: 'Treatments' },
    noTab: 'You have access to none of this laboratory’s tabs',
    chooseDoctor: 'Choose a doctor to see their work with this laboratory',
  } },
  ar: { laboratory: {
    title: '{{tab}} — {{name}}',
    tabsLabel: 'تبويبات المختبر',
    tabs: { patients: 'المرضى', payments: 'المدفوعات', accounts: 'الحسابات', consumptions: 'الاستهلاكات', treatments: 'العلاجات' },
    noTab: 'ليس لديك وصول إلى أي تبويب لهذا المختبر',
    chooseDoctor: 'اختر طبيبا لعرض عمله مع هذا المختبر',
  } },
};
