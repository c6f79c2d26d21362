export const translations = {
  fr: { titles: { consumables: 'Consommables' } },
  en: { titles: { consumables: 'Consumables' } },
  ar: { titles: { consumables: 'المستهلكات' } },
};
