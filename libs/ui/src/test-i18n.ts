import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * An i18next of their own for the tests of libs/ui, in French to start: the components add the
 * "ui" namespace to whichever instance they are rendered with.
 */
export function testI18n() {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({ lng: 'fr', fallbackLng: 'fr', resources: {}, initAsync: false, interpolation: { escapeValue: false } });
  return instance;
}
