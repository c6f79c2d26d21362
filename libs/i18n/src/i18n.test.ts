import { addNamespace, currentLanguage, formatMoney, formatPercent, i18n, LANGUAGE_STORAGE_KEY, setLanguage } from './index';

describe('language', () => {
  afterEach(() => setLanguage('fr'));

  it('starts in French with the shared texts', () => {
    expect(currentLanguage()).toBe('fr');
    expect(i18n.t('common:notFound')).toBe('404 Page Not Found');
    expect(i18n.t('common:deleteQuestion', { name: 'cash' })).toBe('Vous etes sur de vouloir supprimer cash?');
    expect(i18n.t('common:deleteQuestionSpaced', { name: 'Gants' })).toBe('Vous etes sur de vouloir supprimer Gants ?');
  });

  it('switches to Arabic right to left and keeps the choice under "lang"', async () => {
    await setLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(i18n.t('common:save')).toBe('حفظ');
    await setLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('adds a module namespace in the three languages', async () => {
    addNamespace('demo', { fr: { title: 'Titre' }, en: { title: 'Title' }, ar: { title: 'العنوان' } });
    expect(i18n.t('demo:title')).toBe('Titre');
    await setLanguage('ar');
    expect(i18n.t('demo:title')).toBe('العنوان');
  });
});

describe('formatMoney', () => {
  it('writes MRU amounts with Latin digits in every language', () => {
    expect(formatMoney(1500, 'en')).toBe('1,500 MRU');
    expect(formatMoney(-250.5, 'en')).toBe('-250.5 MRU');
    expect(formatMoney(1500, 'ar')).toMatch(/^1.?500 MRU$/);
  });
});

describe('formatPercent', () => {
  it('writes percentages the language’s way', () => {
    expect(formatPercent(33.33, 'fr').replace(/\s/g, ' ')).toBe('33,33 %');
    expect(formatPercent(80, 'en')).toBe('80%');
  });
});
