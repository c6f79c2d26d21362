/** The booking form's texts, added to the module's namespace when the form loads (the button that opens it is named in translations.ts). */
export const bookingTranslations = {
  fr: {
    booking: {
      title: 'Ajouter un rendez-vous',
      patient: 'Patient',
      patientPlaceholder: 'Nom, numéro ou téléphone',
      suggestions: 'Patients trouvés',
      noPatient: 'Aucun patient pour « {{text}} »',
      slot: '{{day}} {{date}} à {{time}} ({{session}})',
      choose: 'Choisissez un créneau libre dans la grille.',
      save: 'Enregistrer le rendez-vous',
      sameDay: {
        title: 'Rendez-vous le même jour',
        question: 'Ce patient a déjà un rendez-vous ce jour : {{appointments}}. Réserver quand même ?',
        appointment: '{{time}} avec {{doctor}}',
        confirm: 'Réserver quand même',
        cancel: 'Annuler',
      },
      sameTime: {
        title: 'Rendez-vous à la même heure',
        question: 'Ce patient a déjà un rendez-vous à la même heure : {{appointments}}. Réserver quand même ?',
      },
    },
  },
  en: {
    booking: {
      title: 'Add an appointment',
      patient: 'Patient',
      patientPlaceholder: 'Name, number or phone',
      suggestions: 'Patients found',
      noPatient: 'No patient for “{{text}}”',
      slot: '{{day}} {{date}} at {{time}} ({{session}})',
      choose: 'Choose a free slot in the grid.',
      save: 'Save the appointment',
      sameDay: {
        title: 'Appointment the same day',
        question: 'This patient already has an appointment that day: {{appointments}}. Book anyway?',
        appointment: '{{time}} with {{doctor}}',
        confirm: 'Book anyway',
        cancel: 'Cancel',
      },
      sameTime: {
        title: 'Appointment at the same time',
        question: 'This patient already has an appointment at the same time: {{appointments}}. Book anyway?',
      },
    },
  },
  ar: {
    booking: {
      title: 'إضافة موعد',
      patient: 'المريض',
      patientPlaceholder: 'الاسم أو الرقم أو الهاتف',
      suggestions: 'المرضى الموجودون',
      noPatient: 'لا يوجد مريض لـ «{{text}}»',
      slot: '{{day}} {{date}} على الساعة {{time}} ({{session}})',
      choose: 'اختر موعدا شاغرا في الجدول.',
      save: 'حفظ الموعد',
      sameDay: {
        title: 'موعد في اليوم نفسه',
        question: 'لدى هذا المريض موعد في هذا اليوم: {{appointments}}. هل تريد الحجز رغم ذلك؟',
        appointment: '{{time}} مع {{doctor}}',
        confirm: 'احجز رغم ذلك',
        cancel: 'إلغاء',
      },
      sameTime: {
        title: 'موعد في الساعة نفسها',
        question: 'لدى هذا المريض موعد في الساعة نفسها: {{appointments}}. هل تريد الحجز رغم ذلك؟',
      },
    },
  },
};
