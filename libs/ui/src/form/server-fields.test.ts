import { translateMessage } from '@dental/contracts';
import { fieldsNamed } from './server-fields';

const USER_FIELDS = {
  username: ['user.usernameRequired', 'user.usernameExists'],
  password: ['user.passwordRequired', 'user.passwordTooShort'],
  phone: ['user.phoneRequired'],
} as const;

test('names the fields whose known messages the server sent, in the order of the form', () => {
  expect(fieldsNamed([translateMessage('user.phoneRequired', 'fr'), translateMessage('user.usernameExists', 'fr')], USER_FIELDS)).toEqual(['username', 'phone']);
});

test('a message in any language of the application names its field', () => {
  expect(fieldsNamed([translateMessage('user.passwordRequired', 'en')], USER_FIELDS)).toEqual(['password']);
  expect(fieldsNamed([translateMessage('user.phoneRequired', 'ar')], USER_FIELDS)).toEqual(['phone']);
});

test('a message with a value in it still names its field', () => {
  expect(fieldsNamed(['Le mot de passe doit contenir au moins 8 caractères'], USER_FIELDS)).toEqual(['password']);
});

test('a message of no field names none', () => {
  expect(fieldsNamed(['Erreur du serveur, réessayez plus tard', 'Le'], USER_FIELDS)).toEqual([]);
});
