import { directionOf, pickLanguage } from './languages';
import { MAX_AMOUNT } from './limits';
import { collectionParam, moneyParam, rightParam } from './message-params';
import { isMessageKey, translateMessage } from './messages';
import { collectionWords, rightWords } from './permission-words';
import { ACTION, COLLECTIONS, isViewDenied, permissionCatalogue } from './permissions';
import { paymentModeInputSchema, roleCreateSchema, userCreateSchema, userUpdateSchema } from './schemas';
import { hasHiddenCharacters, normalizeUsername, usernameHasHiddenCharacters, withoutHiddenCharacters } from './text';

describe('languages', () => {
  it('picks the first supported language of Accept-Language, French otherwise', () => {
    expect(pickLanguage('ar-MR,ar;q=0.9,fr;q=0.8')).toBe('ar');
    expect(pickLanguage('de-DE, en-GB;q=0.7')).toBe('en');
    expect(pickLanguage('fr;q=0.1, en;q=0.9')).toBe('en');
    expect(pickLanguage('de, en;q=0.8, ar;q=0.9')).toBe('ar');
    expect(pickLanguage('en;q=0')).toBe('fr');
    expect(pickLanguage('en, ar')).toBe('en');
    expect(pickLanguage('de')).toBe('fr');
    expect(pickLanguage(undefined)).toBe('fr');
  });
  it('writes Arabic right to left', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('fr')).toBe('ltr');
  });
});

describe('messages', () => {
  it('translates a key with its parameters, view-denied beginning with AFFICHER in every language', () => {
    for (const language of ['fr', 'en', 'ar'] as const) {
      const text = translateMessage('auth.viewDenied', language, { collection: collectionParam('MODE_PAIEMENT') });
      expect(isViewDenied(text)).toBe(true);
      expect(text).not.toContain('MODE_PAIEMENT');
    }
    expect(translateMessage('paymentMode.exists', 'ar')).toBe('طريقة الدفع هذه موجودة مسبقا');
  });
  it('names rights in words, never by their codes', () => {
    expect(translateMessage('auth.viewDenied', 'fr', { collection: collectionParam('TRAITEMENTS') })).toBe("AFFICHER : vous n'avez pas la permission de voir les traitements");
    expect(translateMessage('auth.viewDenied', 'en', { collection: collectionParam('TRAITEMENTS') })).toBe('AFFICHER: you are not allowed to view treatments');
    expect(translateMessage('auth.viewDenied', 'ar', { collection: collectionParam('TRAITEMENTS') })).toBe('AFFICHER: ليس لديك إذن بعرض العلاجات');
    const remove = { right: rightParam(ACTION.remove, 'PAIEMENTS_PATIENTS') };
    expect(translateMessage('auth.actionDenied', 'fr', remove)).toBe("Vous n'avez pas la permission de supprimer les paiements des patients");
    expect(translateMessage('auth.actionDenied', 'en', remove)).toBe('You are not allowed to delete patient payments');
    expect(translateMessage('auth.actionDenied', 'ar', remove)).toBe('ليس لديك إذن بحذف مدفوعات المرضى');
    expect(translateMessage('auth.actionDenied', 'fr', { right: rightParam(ACTION.create, 'UTILISATEURS') })).toBe("Vous n'avez pas la permission d'ajouter les utilisateurs");
  });
  it('has words for every right of the catalogue in every language', () => {
    const codes = /\b[A-Z]{3,}(?:_[A-Z]+)*\b/;
    for (const language of ['fr', 'en', 'ar'] as const) {
      for (const { name, collectionName } of permissionCatalogue()) {
        expect({ name, collectionName, text: rightWords(name, collectionName, language).match(codes) }).toEqual({ name, collectionName, text: null });
      }
      for (const collection of COLLECTIONS) expect(collectionWords(collection, language)).not.toMatch(codes);
    }
  });
  it('writes amounts as the screens do, in the language', () => {
    const max = { max: moneyParam(MAX_AMOUNT) };
    expect(translateMessage('common.amountTooLarge', 'fr', max).replace(/\s/g, ' ')).toBe('Montant trop élevé (au plus 9 999 999 999,99 MRU)');
    expect(translateMessage('common.amountTooLarge', 'en', max)).toBe('Amount too large (at most 9,999,999,999.99 MRU)');
    expect(translateMessage('common.amountTooLarge', 'ar', max)).toBe('المبلغ كبير جدا (على الأكثر \u20669,999,999,999.99 MRU\u2069)');
    expect(translateMessage('purchaseOrder.totalBelowPaid', 'fr', { paid: moneyParam(200) })).toBe('Le total ne peut pas être inférieur à ce qui est déjà payé (200,00 MRU)');
    expect(translateMessage('purchaseOrder.paymentTooLarge', 'fr', { remainder: moneyParam(140.23) })).toBe('Le paiement dépasse le reste à payer (140,23 MRU)');
    expect(translateMessage('purchaseOrder.paymentTooLarge', 'ar', { remainder: moneyParam(1500.5) })).toContain('\u20661,500.50 MRU\u2069');
  });
  it('keeps the login failures of the spec', () => {
    expect(translateMessage('auth.wrongData', 'ar')).toBe('Wrong Data !');
    expect(translateMessage('auth.wrongDataMissing', 'fr')).toBe('Wrong Data !!');
  });
  it('recognises its keys', () => {
    expect(isMessageKey('role.nameTooShort')).toBe(true);
    expect(isMessageKey('nope')).toBe(false);
  });
});

describe('permission catalogue', () => {
  const catalogue = permissionCatalogue();
  const has = (name: string, collectionName: string) => catalogue.some((p) => p.name === name && p.collectionName === collectionName);

  it('gives every collection view, global view and the three write actions', () => {
    for (const action of ['AFFICHER', 'AFFICHER_GLOBAL', 'AJOUTER', 'MODIFIER', 'SUPPRIMER']) expect(has(action, 'PATIENTS')).toBe(true);
  });
  it('adds APPROUVER and FACTURE_GLOBAL where the spec puts them', () => {
    expect(has('APPROUVER', 'PAIEMENTS_PATIENTS')).toBe(true);
    expect(has('FACTURE_GLOBAL', 'PATIENTS_ASSURANCE')).toBe(true);
    expect(has('APPROUVER', 'PATIENTS')).toBe(false);
  });
  it('keeps COMPTES_LABORATOIRE global only', () => {
    expect(catalogue.filter((p) => p.collectionName === 'COMPTES_LABORATOIRE').map((p) => p.name)).toEqual(['AFFICHER_GLOBAL']);
  });
  it('has no duplicates', () => {
    expect(new Set(catalogue.map((p) => `${p.name}:${p.collectionName}`)).size).toBe(catalogue.length);
  });
});

describe('schemas', () => {
  const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message);

  it('requires a payment mode name and a whole, positive code', () => {
    expect(issues(paymentModeInputSchema.safeParse({}))).toEqual(['paymentMode.nameRequired', 'paymentMode.codeRequired']);
    expect(issues(paymentModeInputSchema.safeParse({ name: 'x', code: 2.5 }))).toEqual(['paymentMode.codeInvalid']);
    expect(paymentModeInputSchema.parse({ name: ' Chèque ', code: 0 })).toEqual({ name: 'Chèque', code: 0, archive: false });
  });
  it('trims role names and wants more than 3 characters', () => {
    expect(issues(roleCreateSchema.safeParse({ name: '  abc ' }))).toEqual(['role.nameTooShort']);
    expect(roleCreateSchema.parse({ name: '  Accueil ' })).toEqual({ name: 'Accueil' });
  });
  it('accepts an empty doctor part and wants at least one role', () => {
    const base = { username: 'a', phone: '1', password: 'password' };
    expect(userCreateSchema.parse({ ...base, doctor: {}, roles: ['1'] }).doctor).toBeNull();
    expect(issues(userCreateSchema.safeParse({ ...base, roles: [] }))).toEqual(['user.roleRequired']);
    expect(issues(userCreateSchema.safeParse({ ...base, roles: ['1'], doctor: { cabinet: true, percentage: 101 } }))).toEqual(['user.percentageRange']);
  });

  it('normalises usernames and refuses lookalikes and short passwords', () => {
    expect(userCreateSchema.parse({ username: '  ＤＲ   Ｓｉｄｉ ', phone: '1', password: 'password', roles: ['1'] }).username).toBe('DR Sidi');
    for (const username of ['admin\u200B', '\u202Enimda', 'a\u2066b', 'a\u00ADb', 'a\u200Db']) {
      expect(issues(userCreateSchema.safeParse({ username, phone: '1', password: 'password', roles: ['1'] }))).toEqual(['user.usernameInvalid']);
    }
    expect(issues(userCreateSchema.safeParse({ username: 'a', phone: '1', password: 'seven77', roles: ['1'] }))).toEqual(['user.passwordTooShort']);
    expect(userUpdateSchema.safeParse({ username: 'a', phone: '1', password: '', roles: ['1'] }).success).toBe(true);
    expect(issues(userUpdateSchema.safeParse({ username: 'a', phone: '1', password: 'short', roles: ['1'] }))).toEqual(['user.passwordTooShort']);
  });
});

describe('text rules', () => {
  it('finds invisible and direction-control characters, keeping line breaks and joiners in ordinary text', () => {
    expect(hasHiddenCharacters('Ligne 1\nLigne 2\tfin')).toBe(false);
    expect(hasHiddenCharacters('مساعد\u200C طبيب')).toBe(false);
    for (const text of ['a\u200Bb', '\u202Eabc', 'a\u2067b', 'a\u200Fb', 'a\u0000b', '\uFEFFa']) expect(hasHiddenCharacters(text)).toBe(true);
    expect(usernameHasHiddenCharacters('a\u200Cb')).toBe(true);
    expect(normalizeUsername(' ａｄｍｉｎ ')).toBe('admin');
  });

  it('drops every hidden character from a free text, keeping line breaks and joiners', () => {
    expect(withoutHiddenCharacters('Le\u200F soir\u202E,\u200B merci\nمساعد\u200C طبيب')).toBe('Le soir, merci\nمساعد\u200C طبيب');
  });
});
