import { describe, expect, it } from '@jest/globals';
import type { MessageTextsAnswer } from '@dental/contracts';
import { DEFAULT_MESSAGE_TEXTS } from '@dental/domain';
import { ar, call, fr, useAdminApp } from '../../test/helpers';
import { createAssistant } from '../../test/patients';

describe('the clinic’s message texts', () => {
  const { t, admin } = useAdminApp();

  it('start as the product’s defaults, change with their own permission, and are read by anyone signed in', async () => {
    const assistant = await createAssistant(t.app, admin.token, 'texts.assistant');
    const first = await call<{ success: MessageTextsAnswer }>(t.app, 'GET', '/api/setting/messages', { token: assistant.token });
    expect(first.body.success).toEqual({ ...DEFAULT_MESSAGE_TEXTS, defaults: true, clinicLanguage: 'fr', recallMonths: 6 });

    const texts = { ...DEFAULT_MESSAGE_TEXTS, recall: { fr: 'Bonjour {patient}, le {clinic} vous attend.', ar: 'مرحبا {patient}، {clinic} في انتظاركم.' } };
    expect((await call(t.app, 'PUT', '/api/setting/messages', { token: assistant.token, body: texts })).status).toBe(403);
    const saved = await call<{ success: MessageTextsAnswer }>(t.app, 'PUT', '/api/setting/messages', { token: admin.token, body: texts });
    expect(saved.body.success).toEqual({ ...texts, defaults: false, clinicLanguage: 'fr', recallMonths: 6 });
    expect((await call<{ success: MessageTextsAnswer }>(t.app, 'GET', '/api/setting/messages', { token: assistant.token })).body.success.recall).toEqual(texts.recall);
  });

  it('refuses an empty text and a placeholder the message cannot fill, naming each, and keeps the texts', async () => {
    const before = (await call<{ success: MessageTextsAnswer }>(t.app, 'GET', '/api/setting/messages', { token: admin.token })).body.success;
    const body = { reminder: { fr: '  ', ar: DEFAULT_MESSAGE_TEXTS.reminder.ar }, recall: { fr: 'Le {date}, {patient}', ar: DEFAULT_MESSAGE_TEXTS.recall.ar } };
    const refused = await call(t.app, 'PUT', '/api/setting/messages', { token: admin.token, body });
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 300,
      body: { formErrors: [fr('messageText.reminderEmpty', { language: 'FR' }), fr('messageText.recallUnknownPlaceholder', { language: 'FR', placeholder: '{date}' })] },
    });
    const arabic = await call(t.app, 'PUT', '/api/setting/messages', { token: admin.token, body, lang: 'ar' });
    expect(arabic.body).toEqual({ formErrors: [ar('messageText.reminderEmpty', { language: 'FR' }), ar('messageText.recallUnknownPlaceholder', { language: 'FR', placeholder: '{date}' })] });
    expect((await call<{ success: MessageTextsAnswer }>(t.app, 'GET', '/api/setting/messages', { token: admin.token })).body.success).toEqual(before);
  });

  it('keep the recall delay and the clinic’s language with the texts, refuse them out of range, and leave them when not sent', async () => {
    const texts = { reminder: DEFAULT_MESSAGE_TEXTS.reminder, recall: DEFAULT_MESSAGE_TEXTS.recall };
    const saved = await call<{ success: MessageTextsAnswer }>(t.app, 'PUT', '/api/setting/messages', { token: admin.token, body: { ...texts, recallMonths: 9, clinicLanguage: 'ar' } });
    expect(saved.body.success).toMatchObject({ recallMonths: 9, clinicLanguage: 'ar' });
    const [row] = await t.db.query<{ recall_months: number; message_language: string }>('select recall_months, message_language from settings where id = 1');
    expect(row).toEqual({ recall_months: 9, message_language: 'ar' });

    for (const [field, value, message] of [
      ['recallMonths', 0, 'messageText.recallMonthsInvalid'],
      ['recallMonths', 25, 'messageText.recallMonthsInvalid'],
      ['recallMonths', 2.5, 'messageText.recallMonthsInvalid'],
      ['recallMonths', 'six', 'messageText.recallMonthsInvalid'],
      ['clinicLanguage', 'en', 'messageText.clinicLanguageInvalid'],
    ] as const) {
      const refused = await call(t.app, 'PUT', '/api/setting/messages', { token: admin.token, body: { ...texts, [field]: value } });
      expect({ field, value, status: refused.status, body: refused.body }).toEqual({ field, value, status: 300, body: { formErrors: [fr(message)] } });
    }
    const kept = await call<{ success: MessageTextsAnswer }>(t.app, 'PUT', '/api/setting/messages', { token: admin.token, body: texts });
    expect(kept.body.success).toMatchObject({ recallMonths: 9, clinicLanguage: 'ar' });
  });
});
