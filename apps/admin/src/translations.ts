export const translations = {
  fr: {
    titles: { users: 'Utilisateurs', roles: 'Roles', permissions: 'Permissions', treatments: 'Traitements', assurances: 'Assurances' },
    paymentModes: {
      title: 'Mode de paiements',
      name: 'Nom',
      code: 'Code',
      archive: 'Archivé',
      add: 'Ajouter un mode de paiement',
      edit: 'Modifier le mode de paiement',
      remove: 'Supprimer le mode de paiement',
      empty: 'Aucun mode de paiement',
    },
  },
  en: {
    titles: { users: 'Users', roles: 'Roles', permissions: 'Permissions', treatments: 'Treatments', assurances: 'Insurance companies' },
    paymentModes: {
      title: 'Payment methods',
      name: 'Name',
      code: 'Code',
      archive: 'Archived',
      add: 'Add a payment method',
      edit: 'Edit the payment method',
      remove: 'Delete the payment method',
      empty: 'No payment method yet',
    },
  },
  ar: {
    titles: { users: 'المستخدمون', roles: 'الأدوار', permissions: 'الصلاحيات', treatments: 'العلاجات', assurances: 'شركات التأمين' },
    paymentModes: {
      title: 'طرق الدفع',
      name: 'الاسم',
      code: 'الرمز',
      archive: 'مؤرشف',
      add: 'إضافة طريقة دفع',
      edit: 'تعديل طريقة الدفع',
      remove: 'حذف طريقة الدفع',
      empty: 'لا توجد طرق دفع',
    },
  },
};
