import { applyTheme, contrastWithWhite, DEFAULT_MAIN_COLOR, strongShade, themeProperties } from './theme';

describe('strongShade', () => {
  it('darkens a light clinic colour until white text on it reads at WCAG AA, keeping its hue', () => {
    expect(contrastWithWhite(DEFAULT_MAIN_COLOR)).toBeLessThan(4.5);
    const strong = strongShade(DEFAULT_MAIN_COLOR);
    expect(strong).toBe('#007d65');
    expect(contrastWithWhite(strong)).toBeGreaterThanOrEqual(4.5);
    for (const color of ['#ffeaa7', '#0984e3', '#fd79a8', '#ffffff']) expect(contrastWithWhite(strongShade(color))).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a colour that is already dark enough', () => {
    expect(strongShade('#2d3436')).toBe('#2d3436');
  });
});

describe('applyTheme', () => {
  it('sets the accent and its strong shade, falling back to the default colour', () => {
    applyTheme('#0984e3');
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--dn-main')).toBe('#0984e3');
    expect(contrastWithWhite(style.getPropertyValue('--dn-main-strong'))).toBeGreaterThanOrEqual(4.5);
    applyTheme('red; background: url(x)');
    expect(style.getPropertyValue('--dn-main')).toBe(DEFAULT_MAIN_COLOR);
  });
});

describe('themeProperties', () => {
  it('gives an element of its own the accent and strong shade the page would take', () => {
    expect(themeProperties('#0984e3')).toEqual({ '--dn-main': '#0984e3', '--dn-main-strong': strongShade('#0984e3') });
    expect(themeProperties('#12')).toEqual({ '--dn-main': DEFAULT_MAIN_COLOR, '--dn-main-strong': '#007d65' });
  });
});
