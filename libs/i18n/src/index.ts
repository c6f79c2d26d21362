export { i18n, setLanguage, loadBeforeLanguageChange, currentLanguage, addNamespace, screenTextsOf, LANGUAGE_STORAGE_KEY, type NamespaceResources } from './i18n';
export { formatMoney, formatDate, formatDateTime, formatPercent } from './format';
export { useLanguage } from './use-language';
