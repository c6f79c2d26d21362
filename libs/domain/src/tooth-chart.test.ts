import { CHILD_TEETH, GUM_AREAS, isGumArea, isTooth, needsSurface, PERMANENT_TEETH, placesOnGum, teethProblem } from './tooth-chart';

describe('tooth chart', () => {
  it('holds the 32 permanent teeth and 20 child teeth in FDI order, and six gum areas', () => {
    expect(PERMANENT_TEETH).toHaveLength(32);
    expect(PERMANENT_TEETH.slice(0, 9)).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '21']);
    expect(PERMANENT_TEETH.at(-1)).toBe('48');
    expect(CHILD_TEETH).toHaveLength(20);
    expect(CHILD_TEETH.slice(0, 6)).toEqual(['51', '52', '53', '54', '55', '61']);
    expect(CHILD_TEETH.at(-1)).toBe('85');
    expect(GUM_AREAS).toEqual(['URQ', 'ULQ', 'LLQ', 'LRQ', 'L', 'U']);
  });

  it('knows which teeth and areas exist', () => {
    expect(['11', '18', '48', '51', '85'].every(isTooth)).toBe(true);
    expect(['10', '19', '56', '86', '0', '', 'URQ'].some(isTooth)).toBe(false);
    expect(isGumArea('LRQ')).toBe(true);
    expect(isGumArea('lrq')).toBe(false);
  });

  it('places gum treatments on areas and asks conservative ones for a surface', () => {
    expect(placesOnGum('gencive')).toBe(true);
    expect(placesOnGum('soins')).toBe(false);
    expect(needsSurface('conservative')).toBe(true);
    expect(needsSurface('prothese')).toBe(false);
  });

  it('says what is wrong with the teeth of a line', () => {
    expect(teethProblem([], 'soins')).toEqual({ kind: 'none' });
    expect(teethProblem(['11', '19'], 'soins')).toEqual({ kind: 'unknown', value: '19' });
    expect(teethProblem(['11', 'U'], 'soins')).toEqual({ kind: 'wrongKind', value: 'U' });
    expect(teethProblem(['U', '11'], 'gencive')).toEqual({ kind: 'wrongKind', value: '11' });
    expect(teethProblem(['11', '11'], 'soins')).toEqual({ kind: 'repeated', value: '11' });
    expect(teethProblem(['11', '51'], 'soins')).toBeNull();
    expect(teethProblem(['URQ', 'L'], 'gencive')).toBeNull();
  });
});
