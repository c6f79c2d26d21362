import { personName } from './person-name';

describe('the name a document prints for a user', () => {
  it('is the full name when one is known', () => {
    expect(personName({ username: 'dr.sidi', fullName: 'Dr Ahmed Sidi' })).toBe('Dr Ahmed Sidi');
    expect(personName({ username: 'dr.sidi', fullName: '  Dr Ahmed Sidi ' })).toBe('Dr Ahmed Sidi');
  });

  it('is the username otherwise', () => {
    expect(personName({ username: 'dr.sidi' })).toBe('dr.sidi');
    expect(personName({ username: 'dr.sidi', fullName: null })).toBe('dr.sidi');
    expect(personName({ username: 'dr.sidi', fullName: '   ' })).toBe('dr.sidi');
  });
});
