export const searchTranslations = {
  fr: { search: {
    label: 'Recherche rapide de patient',
    placeholder: "Rechercher un patient : N° d'inscription, nom ou téléphone",
    results: 'Patients trouvés',
    none: 'Aucun patient ne correspond à « {{text}} »',
    regNo: 'N° {{regNo}}',
    more: 'Les {{shown}} premiers sur {{total}} : précisez la recherche',
    moreEstimated: 'Les {{shown}} premiers sur environ {{total}} : précisez la recherche',
  } },
  en: { search: {
    label: 'Quick patient search',
    placeholder: 'Search for a patient: registration number, name or phone',
    results: 'Patients found',
    none: 'No patient matches “{{text}}”',
    regNo: 'No. {{regNo}}',
    more: 'The first {{shown}} of {{total}}: narrow the search',
    moreEstimated: 'The first {{shown}} of about {{total}}: narrow the search',
  } },
  ar: { search: {
    label: 'البحث السريع عن مريض',
    placeholder: 'ابحث عن مريض: رقم التسجيل أو الاسم أو الهاتف',
    results: 'المرضى الذين تم العثور عليهم',
    none: 'لا يوجد مريض يطابق «{{text}}»',
    regNo: 'رقم {{regNo}}',
    more: 'أول {{shown}} من {{total}}: دقّق البحث',
    moreEstimated: 'أول {{shown}} من حوالي {{total}}: دقّق البحث',
  } },
};
