/** A browser's catalogue: French from the start, another language once loaded (the tests' setup has every one: isolated here). */
function freshCatalogue() {
  let loaded!: { messages: typeof import('./messages'); languages: typeof import('./message-languages') };
  jest.isolateModules(() => {
    loaded = { messages: jest.requireActual('./messages'), languages: jest.requireActual('./message-languages') };
  });
  return loaded;
}

test('a browser has French at once, and another language once it loaded it', async () => {
  const { messages, languages } = freshCatalogue();
  expect(messages.hasMessages('ar')).toBe(false);
  expect(messages.translateMessage('common.notFound', 'ar')).toBe('Élément introuvable');
  await languages.loadMessages('ar');
  expect(messages.hasMessages('ar')).toBe(true);
  expect(messages.translateMessage('common.notFound', 'ar')).not.toBe('Élément introuvable');
  expect(messages.translateMessage('common.notFound', 'ar')).toMatch(/[\u0600-\u06FF]/);
  expect(messages.hasMessages('en')).toBe(false);
  await languages.loadMessages('en');
  expect(messages.translateMessage('user.passwordTooShort', 'en', { min: 8 })).toBe('The password must have at least 8 characters');
  await languages.loadMessages('fr');
});

test('the API has every language from its start', () => {
  let hasMessages!: typeof import('./messages').hasMessages;
  jest.isolateModules(() => {
    jest.requireActual('./server');
    hasMessages = jest.requireActual('./messages').hasMessages;
  });
  expect(hasMessages('en') && hasMessages('ar')).toBe(true);
});
