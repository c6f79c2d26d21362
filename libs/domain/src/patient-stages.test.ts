import { allowedTransitions, canFinish, canPass, canReturn, canToggleArchive, stageOf } from './patient-stages';

const consultation = { RegNo: null, finish: false, archive: false };
const archived = { RegNo: null, finish: false, archive: true };
const current = { RegNo: '0007', finish: false, archive: false };
const finished = { RegNo: '0007', finish: true, archive: false };

describe('patient stages', () => {
  it('reads the stage from the registration number and the finish flag', () => {
    expect(stageOf(consultation)).toBe('consultation');
    expect(stageOf(archived)).toBe('consultation');
    expect(stageOf(current)).toBe('current');
    expect(stageOf(finished)).toBe('finish');
  });
});

describe('transitions', () => {
  it('offers pass only to a patient neither archived nor registered', () => {
    expect(canPass(consultation)).toBe(true);
    expect(canPass(archived)).toBe(false);
    expect(canPass(current)).toBe(false);
    expect(canPass(finished)).toBe(false);
  });

  it('offers finish only to a registered patient not finished', () => {
    expect(canFinish(consultation)).toBe(false);
    expect(canFinish(current)).toBe(true);
    expect(canFinish(finished)).toBe(false);
  });

  it('offers return only to a registered and finished patient', () => {
    expect(canReturn(consultation)).toBe(false);
    expect(canReturn(current)).toBe(false);
    expect(canReturn(finished)).toBe(true);
    // A finished flag without registration is not a finished patient.
    expect(canReturn({ RegNo: null, finish: true, archive: false })).toBe(false);
  });

  it('lists exactly one move per stage, none for an archived consultation', () => {
    expect(allowedTransitions(consultation)).toEqual(['pass']);
    expect(allowedTransitions(archived)).toEqual([]);
    expect(allowedTransitions(current)).toEqual(['finish']);
    expect(allowedTransitions(finished)).toEqual(['return']);
  });

  it('archives and unarchives at the consultation stage only', () => {
    expect(canToggleArchive(consultation)).toBe(true);
    expect(canToggleArchive(archived)).toBe(true);
    expect(canToggleArchive(current)).toBe(false);
    expect(canToggleArchive(finished)).toBe(false);
  });
});
