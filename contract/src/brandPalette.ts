/**
 * The colours the site paints with, derived from a domain's brand colours (SPEC §3 branding.colors) for each theme so
 * that every text reaches WCAG 2's 4.5:1 on every background it is laid on, and every focus ring 3:1, whatever colours
 * a domain configures: a colour that already reaches it is kept as configured; one that does not keeps its hue and
 * moves its lightness as little as needed (colorContrast.ts).
 */
import type { BrandColors } from './types';
import { NON_TEXT_CONTRAST, TEXT_CONTRAST, contrastRatio, over, parseColor, relativeLuminance, tint, toHex, withContrast, withLightness, type Rgba } from './colorContrast';

/**
 * Room above each ratio for the browser's own rounding: it mixes the tints (color-mix) and lays transparent colours
 * over others in 8-bit channels, a rounding that can move a ratio by a hundredth either way.
 */
const HEADROOM = 0.05;

/** The strongest tint of the primary and accent colours the site lays text on (chips, badges, notices: 8–14 %). */
const TINT = 0.14;

/** The colours of a theme a brand does not set: the light theme's, and the dark theme's (its page colours too). */
const LIGHT_BASE = { bg: '#f8fafc', surface: '#ffffff', text: '#0f172a', muted: '#64748b', border: '#e2e8f0', danger: '#b91c1c', dangerBg: '#fef2f2', success: '#15803d', successBg: '#f0fdf4' };
const DARK_BASE: typeof LIGHT_BASE = { bg: '#0b1220', surface: '#111a2e', text: '#e2e8f0', muted: '#94a3b8', border: '#1e293b', danger: '#fca5a5', dangerBg: '#3b1111', success: '#86efac', successBg: '#0f2e1b' };

/** The text colours of a filled background: white, or ink for light fills. */
const WHITE = parseColor('#ffffff')!;
const INK = parseColor('#0f172a')!;
const INK_BLACK = parseColor('#000000')!;

/** Below this luminance white text contrasts more than black: a dark background. */
const DARK_LUMINANCE = 0.179;

export type ThemeName = 'light' | 'dark';

/** One theme's colours, each `#rrggbb`, by the name of the CSS variable that carries it (`--<theme>-<name>`). */
export interface ThemePalette {
  bg: string;
  surface: string;
  text: string;
  muted: string;
  border: string;
  danger: string;
  'danger-bg': string;
  success: string;
  'success-bg': string;
  /** The primary colour as text: links, chips, badges, the current tab. */
  'primary-text': string;
  /** The primary colour as a text background (buttons, the paid badge, step numbers), the text on it, and its hover. */
  'primary-fill': string;
  'on-primary-fill': string;
  'primary-fill-hover': string;
  'secondary-fill': string;
  'on-secondary-fill': string;
  /**
   * The primary colour as a mark that is not text, 3:1 on the page (WCAG 1.4.11): focus rings, the border of a chosen
   * format, a switch that is on, a progress bar.
   */
  'primary-mark': string;
}

/** A configured colour; one the configuration check would have refused falls back to `fallback`. */
const color = (value: string, fallback: string): Rgba => parseColor(value) ?? parseColor(fallback)!;

/**
 * A filled background of `fill`'s hue (made opaque), the text on it (white or ink, whichever reads better) 4.5:1 apart,
 * and the fill under a pointer: a step further from its text (a ratio one higher), so hovering never makes it harder
 * to read.
 */
function fillPair(fill: Rgba): [fill: string, on: string, hover: string] {
  const solid = { ...fill, a: 1 };
  const on = contrastRatio(WHITE, solid) >= contrastRatio(INK, solid) ? WHITE : INK;
  const filled = withContrast(solid, [on], TEXT_CONTRAST + HEADROOM);
  return [toHex(filled), toHex(on), toHex(withContrast(filled, [on], contrastRatio(filled, on) + 1))];
}

/** Every background text is laid on: the page, cards, and the tints of `tinted` (the primary, the accent) over either. */
const groundsOf = (page: Rgba, card: Rgba, tinted: readonly Rgba[]) => [page, card, ...tinted.flatMap((c) => [tint(c, TINT, page), tint(c, TINT, card)])];

/**
 * The page and card colours of a theme, made readable: a page so near the middle grey that no text reaches 4.5:1 on
 * it and its tints at once (neither black nor white does: every text colour lies between) moves, card with it, step by
 * step towards white (or black, if it is dark), keeping its hue.
 */
function readablePage(page: Rgba, card: Rgba, tinted: readonly Rgba[]): [page: Rgba, card: Rgba] {
  const toward = relativeLuminance(page) < DARK_LUMINANCE ? -0.05 : 0.05;
  const readable = (grounds: Rgba[]) => [INK_BLACK, WHITE].some((t) => grounds.every((g) => contrastRatio(t, g) >= TEXT_CONTRAST + HEADROOM));
  for (let step = 0; step < 20 && !readable(groundsOf(page, card, tinted)); step++) {
    [page, card] = [withLightness(page, toward), withLightness(card, toward)];
  }
  return [page, card];
}

/**
 * The light theme is the brand's own page (its background, surface and text); the dark theme is the site's dark page.
 * The colours a brand does not set (muted text, borders, error and success banners) follow its background's
 * lightness: a brand with a dark page gets the dark theme's.
 */
export function themePalette(colors: BrandColors, theme: ThemeName): ThemePalette {
  const own = theme === 'light';
  const configuredPage = over(own ? color(colors.background, LIGHT_BASE.bg) : color(DARK_BASE.bg, ''), WHITE);
  const base = relativeLuminance(configuredPage) < DARK_LUMINANCE ? DARK_BASE : LIGHT_BASE;
  const primary = color(colors.primary, base.text);
  const tinted = [primary, color(colors.accent, base.text)];
  const configuredCard = over(own ? color(colors.surface, LIGHT_BASE.surface) : color(DARK_BASE.surface, ''), configuredPage);
  const [page, card] = readablePage(configuredPage, configuredCard, tinted);
  const text = (c: Rgba, on: readonly Rgba[] = groundsOf(page, card, tinted)) => toHex(withContrast(c, on, TEXT_CONTRAST + HEADROOM));
  const [primaryFill, onPrimaryFill, primaryFillHover] = fillPair(primary);
  const [secondaryFill, onSecondaryFill] = fillPair(color(colors.secondary, base.text));
  return {
    bg: toHex(page),
    surface: toHex(card),
    text: text(own ? color(colors.text, base.text) : color(DARK_BASE.text, '')),
    muted: text(color(base.muted, '')),
    border: base.border,
    danger: text(color(base.danger, ''), [page, card, color(base.dangerBg, '')]),
    'danger-bg': base.dangerBg,
    success: text(color(base.success, ''), [page, card, color(base.successBg, '')]),
    'success-bg': base.successBg,
    'primary-text': text(primary),
    'primary-fill': primaryFill,
    'on-primary-fill': onPrimaryFill,
    'primary-fill-hover': primaryFillHover,
    'secondary-fill': secondaryFill,
    'on-secondary-fill': onSecondaryFill,
    'primary-mark': toHex(withContrast(primary, [page, card], NON_TEXT_CONTRAST + HEADROOM)),
  };
}

const derived = new WeakMap<BrandColors, [name: string, value: string][]>();

/**
 * Both themes' colours as CSS variables (`--light-text`, `--dark-text`, ...), which the site's CSS maps by theme; made
 * once for each configuration's colours (the server writes them into every page it sends).
 */
export function themeVariables(colors: BrandColors): [name: string, value: string][] {
  let variables = derived.get(colors);
  if (!variables) {
    variables = (['light', 'dark'] as const).flatMap((theme) =>
      Object.entries(themePalette(colors, theme)).map(([name, value]): [string, string] => [`--${theme}-${name}`, value]),
    );
    derived.set(colors, variables);
  }
  return variables;
}
