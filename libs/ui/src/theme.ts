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

/** Applies a clinic's main colour to the whole page (CSS custom properties): the accent and its readable strong shade. */
export function applyTheme(mainColor: string | undefined): void {
  const color = mainColor && /^#[0-9a-f]{6}$/i.test(mainColor) ? mainColor : DEFAULT_MAIN_COLOR;
  document.documentElement.style.setProperty('--dn-main', color);
  document.documentElement.style.setProperty('--dn-main-strong', strongShade(color));
}
