export const searchTranslations = {
  fr: { search: {
    label: 'Recherche rapide de patient',
    placeholder: "Rechercher un patient : N° d'inscription, nom ou téléphone",
    results: 'Patients trouvés',
    none: 'Aucun patient ne correspond à « {{text}} »',
  } },
  en: { search: {
    label: 'Quick patient search',
    placeholder: 'Search for a patient: registration number, name or phone',
    results: 'Patients found',
    none: 'No patient matches “{{text}}”',
  } },
  ar: { search: {
    label: 'البحث السريع عن مريض',
    placeholder: 'ابحث عن مريض: رقم التسجيل أو الاسم أو الهاتف',
    results: 'المرضى الذين تم العثور عليهم',
    none: 'لا يوجد مريض يطابق «{{text}}»',
  } },
};
