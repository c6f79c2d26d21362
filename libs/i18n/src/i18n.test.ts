import { addNamespace, loadBeforeLanguageChange, screenTextsOf, currentLanguage, formatDate, formatDateTime, formatMoney, formatPercent, i18n, LANGUAGE_STORAGE_KEY, setLanguage } from './index';

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

  it('applies a change of language once what must arrive before it has arrived', async () => {
    let arrive!: () => void;
    const loads: string[] = [];
    const removeLoader = loadBeforeLanguageChange((language) => {
      loads.push(language);
      return language === 'ar' ? new Promise<void>((resolve) => (arrive = resolve)) : Promise.resolve();
    });
    const switching = setLanguage('ar');
    await Promise.resolve();
    expect(loads).toEqual(['ar']);
    expect(currentLanguage()).toBe('fr');
    arrive();
    await switching;
    expect(currentLanguage()).toBe('ar');
    removeLoader();
    await setLanguage('en');
    expect(loads).toEqual(['ar']);
  });

  it('adds a module namespace in the three languages', async () => {
    addNamespace('demo', { fr: { title: 'Titre' }, en: { title: 'Title' }, ar: { title: 'العنوان' } });
    expect(i18n.t('demo:title')).toBe('Titre');
    await setLanguage('ar');
    expect(i18n.t('demo:title')).toBe('العنوان');
  });

  it('adds a lazily loaded screen\'s texts to a namespace without replacing those there', () => {
    addNamespace('lazy', { fr: { title: 'Titre' }, en: { title: 'Title' }, ar: { title: 'العنوان' } });
    addNamespace('lazy', { fr: { title: 'Autre', tab: { name: 'Onglet' } }, en: { title: 'Other', tab: { name: 'Tab' } }, ar: { title: 'آخر', tab: { name: 'تبويب' } } });
    expect(i18n.t('lazy:title')).toBe('Titre');
    expect(i18n.t('lazy:tab.name')).toBe('Onglet');
    screenTextsOf('lazy')({ fr: { screen: 'Écran' }, en: { screen: 'Screen' }, ar: { screen: 'شاشة' } });
    expect(i18n.t('lazy:screen')).toBe('Écran');
  });
});

describe('formatMoney', () => {
  it('writes MRU amounts with Latin digits in every language', () => {
    expect(formatMoney(1500, 'en')).toBe('1,500.00 MRU');
    expect(formatMoney(-250.5, 'en')).toBe('-250.50 MRU');
    expect(formatMoney(1500, 'ar')).toBe('1,500.00 MRU');
  });

  it('always shows two decimals, so that no amount reads as another (2,700.00 is never 2.7)', () => {
    expect(formatMoney(619.9, 'fr').replace(/\s/g, ' ')).toBe('619,90 MRU');
    expect(formatMoney(2700, 'fr').replace(/\s/g, ' ')).toBe('2 700,00 MRU');
    expect(formatMoney(2700, 'ar')).toBe('2,700.00 MRU');
    expect(formatMoney(2.7, 'ar')).toBe('2.70 MRU');
    expect(formatMoney(0, 'en')).toBe('0.00 MRU');
  });
});

describe('formatDate', () => {
  it('writes day/month/year in every language, a bare day as that day', () => {
    expect(formatDate('2026-03-05', 'fr')).toBe('05/03/2026');
    expect(formatDate('2026-03-05', 'en')).toBe('05/03/2026');
    // No right-to-left marks between the parts: an Arabic table shows 05/03/2026 as its titles do, not 2026/03/05.
    expect(formatDate('2026-03-05', 'ar')).toBe('05/03/2026');
    expect(formatDate(new Date(2026, 10, 25, 9), 'fr')).toBe('25/11/2026');
  });

  it('adds the 24-hour time to a moment', () => {
    expect(formatDateTime(new Date(2026, 2, 5, 14, 5), 'en')).toBe('05/03/2026 14:05');
  });
});

describe('formatPercent', () => {
  it('writes percentages the language’s way', () => {
    expect(formatPercent(33.33, 'fr').replace(/\s/g, ' ')).toBe('33,33 %');
    expect(formatPercent(80, 'en')).toBe('80%');
  });
});
