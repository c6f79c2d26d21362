import type { NamespaceResources } from '@dental/i18n';
import { paymentModesTranslations } from './payment-modes/translations';

const titles = {
  fr: { titles: { users: 'Utilisateurs', roles: 'Roles', permissions: 'Permissions', treatments: 'Traitements', assurances: 'Assurances' } },
  en: { titles: { users: 'Users', roles: 'Roles', permissions: 'Permissions', treatments: 'Treatments', assurances: 'Insurance companies' } },
  ar: { titles: { users: 'المستخدمون', roles: 'الأدوار', permissions: 'الصلاحيات', treatments: 'العلاجات', assurances: 'شركات التأمين' } },
};

/** Each screen keeps its texts beside it; the module's namespace is their union. */
const parts = [titles, paymentModesTranslations];

export const translations = Object.fromEntries(
  (['fr', 'en', 'ar'] as const).map((language) => [language, Object.assign({}, ...parts.map((part) => part[language]))]),
) as NamespaceResources;
