export const prescriptionsTranslations = {
  fr: {
    prescriptions: {
      caption: 'Ordonnances du patient',
      empty: 'Aucune ordonnance',
      number: 'N°',
      date: 'Date',
      content: 'Contenu',
      patient: 'Patient',
      document: 'Ordonnance',
      add: 'Nouvelle ordonnance',
      edit: "Modifier l'ordonnance {{label}}",
      remove: "Supprimer l'ordonnance",
    },
  },
  en: {
    prescriptions: {
      caption: "The patient's prescriptions",
      empty: 'No prescription',
      number: 'No.',
      date: 'Date',
      content: 'Content',
      patient: 'Patient',
      document: 'Prescription',
      add: 'New prescription',
      edit: 'Edit prescription {{label}}',
      remove: 'Delete the prescription',
    },
  },
  ar: {
    prescriptions: {
      caption: 'وصفات المريض',
      empty: 'لا توجد وصفات',
      number: 'الرقم',
      date: 'التاريخ',
      content: 'المحتوى',
      patient: 'المريض',
      document: 'وصفة طبية',
      add: 'وصفة جديدة',
      edit: 'تعديل الوصفة {{label}}',
      remove: 'حذف الوصفة',
    },
  },
};
