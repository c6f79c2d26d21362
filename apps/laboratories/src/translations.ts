export const translations = {
  fr: { titles: { laboratories: 'Laboratoires', laboratory: 'Laboratoire', implants: 'Implants' } },
  en: { titles: { laboratories: 'Laboratories', laboratory: 'Laboratory', implants: 'Implants' } },
  ar: { titles: { laboratories: 'المختبرات', laboratory: 'المختبر', implants: 'الزرعات' } },
};
