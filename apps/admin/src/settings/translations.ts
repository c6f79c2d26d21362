/** The texts of the clinic settings screen, merged into the admin namespace. */
export const settingsTranslations = {
  fr: {
    settings: {
      title: 'Paramètres du cabinet',
      clinicName: 'Nom du cabinet',
      address: 'Adresse',
      phone: 'Téléphone',
      openingHours: "Horaires d'ouverture",
      consultationPrice: 'Prix de la consultation (MRU)',
      printedHint: "Le nom, l'adresse et le téléphone figurent sur les devis et les ordonnances imprimés.",
      saved: 'Paramètres enregistrés',
    },
  },
  en: {
    settings: {
      title: 'Clinic settings',
      clinicName: 'Clinic name',
      address: 'Address',
      phone: 'Phone',
      openingHours: 'Opening hours',
      consultationPrice: 'Consultation price (MRU)',
      printedHint: 'The name, address and phone are printed on quotes and prescriptions.',
      saved: 'Settings saved',
    },
  },
  ar: {
    settings: {
      title: 'إعدادات العيادة',
      clinicName: 'اسم العيادة',
      address: 'العنوان',
      phone: 'الهاتف',
      openingHours: 'ساعات العمل',
      consultationPrice: 'سعر الاستشارة (أوقية)',
      printedHint: 'يظهر الاسم والعنوان والهاتف على عروض الأسعار والوصفات المطبوعة.',
      saved: 'تم حفظ الإعدادات',
    },
  },
};
