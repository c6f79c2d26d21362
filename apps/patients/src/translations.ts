export const translations = {
  fr: { titles: { consultation: 'Consultations', current: 'Patients En cours', finish: 'Patients Terminé', file: 'Dossier patient' } },
  en: { titles: { consultation: 'Consultations', current: 'Current patients', finish: 'Finished patients', file: 'Patient file' } },
  ar: { titles: { consultation: 'الاستشارات', current: 'المرضى قيد العلاج', finish: 'المرضى المنتهون', file: 'ملف المريض' } },
};
