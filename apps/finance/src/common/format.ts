import { LOCALES_FOR_NUMBERS } from './locales';

/** A percentage with exactly two decimals as the language writes it ("33,33 %"). */
export function percentText(value: number, language: keyof typeof LOCALES_FOR_NUMBERS): string {
  return new Intl.NumberFormat(LOCALES_FOR_NUMBERS[language], { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value / 100);
}

/** A change in points of percentage, signed ("+12,50 %", "−3,00 %"). */
export function changeText(value: number, language: keyof typeof LOCALES_FOR_NUMBERS): string {
  return new Intl.NumberFormat(LOCALES_FOR_NUMBERS[language], { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(value / 100);
}
