export const translations = {
  fr: { titles: { calendar: 'Rendez-vous', config: 'Jours de travail et séances' } },
  en: { titles: { calendar: 'Appointments', config: 'Working days and sessions' } },
  ar: { titles: { calendar: 'المواعيد', config: 'أيام العمل والحصص' } },
};
