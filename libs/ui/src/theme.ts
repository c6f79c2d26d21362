export const DEFAULT_MAIN_COLOR = '#00b894';

/** Applies a clinic's main colour to the whole page (CSS custom property). */
export function applyTheme(mainColor: string | undefined): void {
  const color = mainColor && /^#[0-9a-f]{6}$/i.test(mainColor) ? mainColor : DEFAULT_MAIN_COLOR;
  document.documentElement.style.setProperty('--dn-main', color);
}
