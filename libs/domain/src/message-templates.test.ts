import { DEFAULT_MESSAGE_TEXTS, fillTemplate, templateProblemMessages, templateProblems } from './message-templates';

describe('message templates', () => {
  it('fills the placeholders, each as often as it appears', () => {
    expect(fillTemplate('{patient}, {clinic} — {patient}', { patient: ' Aïcha ', clinic: 'Essalam' })).toBe('Aïcha, Essalam — Aïcha');
    expect(fillTemplate('Le {date} à {time}', { date: '24/11/2026' })).toBe('Le 24/11/2026 à ');
  });

  it('leaves text that only looks like a placeholder as it is', () => {
    expect(fillTemplate('{unknown} {patient}', { patient: 'Sidi' })).toBe('{unknown} Sidi');
  });

  it('gives the default reminder the words the product sent before the texts were editable, then the personal link', () => {
    const values = { clinic: 'Cabinet Dentaire Essalam', date: '24/11/2026', time: '09:30', hours: '09:00-13:00 et 16:00-21:00', lien: 'https://rdv.cabinet.mr/r/abc' };
    expect(fillTemplate(DEFAULT_MESSAGE_TEXTS.reminder.fr, values)).toBe(
      "Rappel de votre rendez-vous au Cabinet Dentaire Essalam le 24/11/2026 à 09:30. Horaires d'ouverture : 09:00-13:00 et 16:00-21:00. Pour confirmer, annuler ou demander un autre horaire : https://rdv.cabinet.mr/r/abc",
    );
    expect(fillTemplate(DEFAULT_MESSAGE_TEXTS.reminder.ar, values)).toBe(
      'تذكير بموعدكم في Cabinet Dentaire Essalam يوم 24/11/2026 على الساعة 09:30. أوقات العمل: 09:00-13:00 et 16:00-21:00. للتأكيد أو الإلغاء أو طلب موعد آخر: https://rdv.cabinet.mr/r/abc',
    );
  });

  it('lets only a reminder carry the personal link', () => {
    expect(templateProblems('reminder', 'Répondez ici : {lien}')).toEqual([]);
    expect(templateProblems('recall', 'Répondez ici : {lien}')).toEqual([{ kind: 'unknownPlaceholder', name: 'lien' }]);
  });

  it('refuses an empty text, a placeholder the kind cannot fill, and a text too long for a link', () => {
    expect(templateProblems('recall', '  ')).toEqual([{ kind: 'empty' }]);
    expect(templateProblems('recall', 'Bonjour {patient}, le {date}')).toEqual([{ kind: 'unknownPlaceholder', name: 'date' }]);
    expect(templateProblems('reminder', 'Le {date} {heure} {heure}')).toEqual([{ kind: 'unknownPlaceholder', name: 'heure' }]);
    expect(templateProblems('reminder', 'x'.repeat(1001))).toEqual([{ kind: 'tooLong', max: 1000 }]);
    for (const kind of ['reminder', 'recall'] as const) for (const language of ['fr', 'ar'] as const) expect(templateProblems(kind, DEFAULT_MESSAGE_TEXTS[kind][language])).toEqual([]);
  });
});

describe('templateProblemMessages', () => {
  it('names each problem by the catalogue key of its kind, with the language and the placeholder', () => {
    expect(templateProblemMessages('recall', 'ar', 'مرحبا {patient} {date} {x}')).toEqual([
      { key: 'messageText.recallUnknownPlaceholder', params: { language: 'AR', placeholder: '{date}' } },
      { key: 'messageText.recallUnknownPlaceholder', params: { language: 'AR', placeholder: '{x}' } },
    ]);
    expect(templateProblemMessages('reminder', 'fr', ' ')).toEqual([{ key: 'messageText.reminderEmpty', params: { language: 'FR' } }]);
    expect(templateProblemMessages('reminder', 'fr', 'x'.repeat(1001))).toEqual([{ key: 'messageText.reminderTooLong', params: { language: 'FR', max: 1000 } }]);
    expect(templateProblemMessages('reminder', 'fr', DEFAULT_MESSAGE_TEXTS.reminder.fr)).toEqual([]);
  });
});
