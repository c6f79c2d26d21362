import { i18n } from '@dental/i18n';

/** The application's i18next (its "common" texts are libs/ui's), back in French for each test. */
export function testI18n() {
  void i18n.changeLanguage('fr');
  return i18n;
}
