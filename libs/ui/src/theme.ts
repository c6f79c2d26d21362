export const DEFAULT_MAIN_COLOR = '#00b894';

/** Contrast wanted between white text and the strong shade (WCAG AA asks 4.5:1; a margin keeps tinted backgrounds readable too). */
const STRONG_CONTRAST = 5;

type Rgb = [number, number, number];

const toRgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** WCAG relative luminance of an sRGB colour. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of a colour against white. */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(toRgb(hex)) + 0.05);
}

/**
 * The clinic's colour, darkened (mixed with black, hue kept) just enough that white text on it, and
 * it as text on white, read at WCAG AA: a light brand colour stays the accent, its strong shade
 * carries text. A colour already dark enough is returned as it is.
 */
export function strongShade(hex: string): string {
  const rgb = toRgb(hex);
  for (let keep = 1; keep > 0; keep -= 0.02) {
    const shade = toHex(rgb.map((c) => c * keep) as Rgb);
    if (contrastWithWhite(shade) >= STRONG_CONTRAST) return shade;
  }
  return '#000000';
}

/** The clinic's main colour when it is one (#rrggbb), else the default: nothing else reaches a style. */
export function mainColorOrDefault(mainColor: string | undefined): string {
  return mainColor && /^#[0-9a-f]{6}$/i.test(mainColor) ? mainColor : DEFAULT_MAIN_COLOR;
}

/** The CSS custom properties a clinic's main colour sets: the accent and its readable strong shade. */
export function themeProperties(mainColor: string | undefined): Record<'--dn-main' | '--dn-main-strong', string> {
  const color = mainColorOrDefault(mainColor);
  return { '--dn-main': color, '--dn-main-strong': strongShade(color) };
}

/** Applies a clinic's main colour to the whole page (a preview sets themeProperties on its own element instead). */
export function applyTheme(mainColor: string | undefined): void {
  for (const [name, value] of Object.entries(themeProperties(mainColor))) document.documentElement.style.setProperty(name, value);
}
