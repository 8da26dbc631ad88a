import type { BrandColors } from './types';
import { FALLBACK_DOMAIN_CONFIG, brandColorVariables } from './domainConfig';
import { themePalette, themeVariables, type ThemeName, type ThemePalette } from './brandPalette';
import { contrastRatio, parseColor, relativeLuminance, tint, type Rgba } from './colorContrast';

const c = (value: string): Rgba => parseColor(value)!;
const ratio = (a: string, b: Rgba) => contrastRatio(c(a), b);

const DEFAULT = FALLBACK_DOMAIN_CONFIG.branding.colors;
/** Brands as operators may configure them: the default, its colours turned round, and harder ones. */
const BRANDS: Record<string, BrandColors> = {
  default: DEFAULT,
  'a light primary on a dark page': { primary: '#38bdf8', secondary: '#c4b5fd', accent: '#fde047', background: '#0f172a', surface: '#1e293b', text: '#e2e8f0' },
  'a yellow primary on white': { ...DEFAULT, primary: '#fde047', secondary: '#fef08a', background: '#ffffff' },
  'grey text on a grey page': { ...DEFAULT, background: '#777777', surface: '#888888', text: '#666666' },
  'text the colour of the page': { ...DEFAULT, text: '#f8fafc' },
  'colours in rgb() and hsl(), partly transparent': {
    primary: 'rgb(56 189 248 / 80%)', secondary: 'hsl(270, 95%, 75%)', accent: 'hsla(48, 96%, 53%, 0.9)', background: 'rgb(255, 251, 235)', surface: '#fff', text: 'hsl(215, 16%, 47%)',
  },
};

/** Every background the site lays text on in a theme: the page, cards, and the primary's and accent's tints over either. */
function grounds(colors: BrandColors, p: ThemePalette): Rgba[] {
  const [page, card] = [c(p.bg), c(p.surface)];
  return [page, card, ...[c(colors.primary), c(colors.accent)].flatMap((x) => [0.08, 0.12, 0.14].flatMap((share) => [tint(x, share, page), tint(x, share, card)]))];
}
const worst = (text: string, on: Rgba[]) => Math.min(...on.map((g) => ratio(text, g)));

describe('themePalette', () => {
  describe.each(Object.entries(BRANDS))('%s', (_name, colors) => {
    it.each<ThemeName>(['light', 'dark'])('in the %s theme, every text reaches 4.5:1 on every background it is laid on, every mark 3:1', (theme) => {
      const p = themePalette(colors, theme);
      for (const text of [p.text, p.muted, p['primary-text']]) expect(worst(text, grounds(colors, p))).toBeGreaterThanOrEqual(4.5);
      expect(worst(p.danger, [c(p.bg), c(p.surface), c(p['danger-bg'])])).toBeGreaterThanOrEqual(4.5);
      expect(worst(p.success, [c(p.bg), c(p.surface), c(p['success-bg'])])).toBeGreaterThanOrEqual(4.5);
      expect(ratio(p['on-primary-fill'], c(p['primary-fill']))).toBeGreaterThanOrEqual(4.5);
      expect(ratio(p['on-primary-fill'], c(p['primary-fill-hover']))).toBeGreaterThanOrEqual(ratio(p['on-primary-fill'], c(p['primary-fill'])));
      expect(ratio(p['on-secondary-fill'], c(p['secondary-fill']))).toBeGreaterThanOrEqual(4.5);
      expect(worst(p['primary-mark'], [c(p.bg), c(p.surface)])).toBeGreaterThanOrEqual(3);
      for (const value of Object.values(p)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
    });
  });

  it('keeps the colours that already read well as configured, and moves the primary that does not as text', () => {
    const light = themePalette(DEFAULT, 'light');
    expect(light).toMatchObject({ bg: '#f8fafc', surface: '#ffffff', text: '#0f172a', 'primary-fill': '#2563eb', 'on-primary-fill': '#ffffff', 'primary-mark': '#2563eb' });
    // Issue #49: #2563eb on its 12 % tint is 4.37:1; as text the primary becomes a darker blue that reaches 4.5:1 on it.
    expect(ratio('#2563eb', tint(c('#2563eb'), 0.12, c('#ffffff')))).toBeLessThan(4.5);
    expect(light['primary-text']).not.toBe('#2563eb');
    expect(ratio(light['primary-text'], tint(c('#2563eb'), 0.12, c('#ffffff')))).toBeGreaterThanOrEqual(4.5);
    // A light primary on a dark page reads as it is; on a button it takes dark text.
    const sky = themePalette(BRANDS['a light primary on a dark page'], 'light');
    expect(sky).toMatchObject({ bg: '#0f172a', text: '#e2e8f0', 'primary-text': '#38bdf8', 'primary-fill': '#38bdf8', 'on-primary-fill': '#0f172a' });
    // A page of the middle grey, where no text reads on it and on its tints, moves towards white.
    const grey = themePalette(BRANDS['grey text on a grey page'], 'light');
    expect(relativeLuminance(c(grey.bg))).toBeGreaterThan(relativeLuminance(c('#777777')));
  });

  it("takes the dark theme's page whatever the brand's, and the colours a brand does not set from its page's lightness", () => {
    const sky = BRANDS['a light primary on a dark page'];
    expect(themePalette(DEFAULT, 'dark')).toMatchObject({ bg: '#0b1220', surface: '#111a2e', danger: '#fca5a5' });
    expect(themePalette(sky, 'dark')).toMatchObject({ bg: '#0b1220', surface: '#111a2e' });
    expect(themePalette(DEFAULT, 'light')).toMatchObject({ danger: '#b91c1c', 'danger-bg': '#fef2f2' });
    expect(themePalette(sky, 'light')).toMatchObject({ danger: '#fca5a5', 'danger-bg': '#3b1111' });
    // The default's primary is too dark for text on the dark page: lighter there, of the same blue.
    expect(ratio(themePalette(DEFAULT, 'dark')['primary-text'], c('#0b1220'))).toBeGreaterThanOrEqual(4.5);
  });
});

describe('brandColorVariables', () => {
  it('gives the colours as configured, then both themes’ colours, for the CSS to map by theme', () => {
    const vars = new Map(brandColorVariables(DEFAULT));
    expect(brandColorVariables(DEFAULT).slice(0, 6)).toEqual(Object.entries(DEFAULT).map(([k, v]) => [`--brand-${k}`, v]));
    expect(vars.get('--light-primary-text')).toBe(themePalette(DEFAULT, 'light')['primary-text']);
    expect(vars.get('--dark-muted')).toBe(themePalette(DEFAULT, 'dark').muted);
    expect(themeVariables(DEFAULT)).toHaveLength(2 * Object.keys(themePalette(DEFAULT, 'light')).length);
  });
});
