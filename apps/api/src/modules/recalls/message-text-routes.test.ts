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
    expect(first.body.success).toEqual({ ...DEFAULT_MESSAGE_TEXTS, defaults: true, clinicLanguage: 'fr' });

    const texts = { ...DEFAULT_MESSAGE_TEXTS, recall: { fr: 'Bonjour {patient}, le {clinic} vous attend.', ar: 'مرحبا {patient}، {clinic} في انتظاركم.' } };
    expect((await call(t.app, 'PUT', '/api/setting/messages', { token: assistant.token, body: texts })).status).toBe(403);
    const saved = await call<{ success: MessageTextsAnswer }>(t.app, 'PUT', '/api/setting/messages', { token: admin.token, body: texts });
    expect(saved.body.success).toEqual({ ...texts, defaults: false, clinicLanguage: 'fr' });
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
});
