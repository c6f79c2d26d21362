import { fieldsNamed } from './server-fields';

const USER_FIELDS = {
  username: ['user.usernameRequired', 'user.usernameExists'],
  password: ['user.passwordRequired', 'user.passwordTooShort'],
  phone: ['user.phoneRequired'],
} as const;

test('names the fields whose known messages the server sent, in the user’s language', () => {
  expect(fieldsNamed(['Le téléphone est obligatoire', "Ce nom d'utilisateur existe déjà"], USER_FIELDS, 'fr')).toEqual(['username', 'phone']);
  expect(fieldsNamed(['Password is required'], USER_FIELDS, 'en')).toEqual(['password']);
});

test('a message with a value in it still names its field', () => {
  expect(fieldsNamed(['Le mot de passe doit contenir au moins 8 caractères'], USER_FIELDS, 'fr')).toEqual(['password']);
});

test('a message of no field, or of another language, names none', () => {
  expect(fieldsNamed(['Erreur du serveur, réessayez plus tard'], USER_FIELDS, 'fr')).toEqual([]);
  expect(fieldsNamed(['Le téléphone est obligatoire'], USER_FIELDS, 'en')).toEqual([]);
});
