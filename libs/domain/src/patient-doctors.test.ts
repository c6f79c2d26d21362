import { doctorsAfterOwnEdit, isSharedWithOthers } from './patient-doctors';

describe('doctorsAfterOwnEdit', () => {
  it('keeps the colleagues a limited doctor left out of the form', () => {
    expect(doctorsAfterOwnEdit(['7', '9'], ['9'], '9')).toEqual(['7', '9']);
    expect(doctorsAfterOwnEdit(['9', '7'], ['9'], '9')).toEqual(['9', '7']);
  });

  it('lets the doctor leave a shared patient, never remove a colleague', () => {
    expect(doctorsAfterOwnEdit(['7', '9'], ['7'], '9')).toEqual(['7']);
  });

  it('refuses adding a colleague', () => {
    expect(doctorsAfterOwnEdit(['9'], ['9', '8'], '9')).toBeNull();
    expect(doctorsAfterOwnEdit(['7', '9'], ['8'], '9')).toBeNull();
  });

  it('adds the editor when the form names them', () => {
    expect(doctorsAfterOwnEdit(['7'], ['7', '9'], '9')).toEqual(['7', '9']);
    expect(doctorsAfterOwnEdit(['9'], ['9'], '9')).toEqual(['9']);
  });
});

describe('isSharedWithOthers', () => {
  it('tells whether another doctor follows the patient', () => {
    expect(isSharedWithOthers(['9'], '9')).toBe(false);
    expect(isSharedWithOthers(['9', '7'], '9')).toBe(true);
    expect(isSharedWithOthers([], '9')).toBe(false);
  });
});
