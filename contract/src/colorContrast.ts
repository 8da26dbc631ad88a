/**
 * WCAG 2 colour contrast (relative luminance and contrast ratio), and the nearest colour of the same hue that reaches a
 * ratio: how a domain's brand colours become text and text backgrounds every visitor can read (brandPalette.ts).
 */

/** A colour in sRGB, each channel 0–255, with its opacity (0–1). */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** WCAG 2's minimum ratios: normal text (AA), and user-interface parts such as a focus ring (non-text contrast). */
export const TEXT_CONTRAST = 4.5;
export const NON_TEXT_CONTRAST = 3;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** A channel (0–255) or an opacity (0–1) of rgb()/hsl(): a number, or a percentage of `full`. */
function part(token: string, full: number): number {
  return token.endsWith('%') ? (parseFloat(token) / 100) * full : parseFloat(token);
}

function fromHex(hex: string): Rgba {
  const digits = hex.length <= 4 ? [...hex].map((d) => d + d) : hex.match(/../g)!;
  const [r, g, b, a = 'ff'] = digits;
  return { r: parseInt(r, 16), g: parseInt(g, 16), b: parseInt(b, 16), a: parseInt(a, 16) / 255 };
}

/** The colours a domain configuration may give (validateDomainConfig's `#rgb[a]`, `#rrggbb[aa]`, rgb[a](), hsl[a]()); null for any other text. */
export function parseColor(value: string): Rgba | null {
  const text = value.toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text);
  if (hex) return fromHex(hex[1]);
  const fn = /^(rgb|hsl)a?\(([\d\s.,%/]+)\)$/.exec(text);
  if (!fn) return null;
  const tokens = fn[2].split(/[\s,/]+/).filter(Boolean);
  if (tokens.length < 3 || tokens.length > 4 || tokens.some((t) => !/^\d*\.?\d+%?$/.test(t))) return null;
  const a = tokens[3] === undefined ? 1 : clamp(part(tokens[3], 1), 0, 1);
  if (fn[1] === 'rgb') {
    const [r, g, b] = tokens.slice(0, 3).map((t) => clamp(Math.round(part(t, 255)), 0, 255));
    return { r, g, b, a };
  }
  const [h, s, l] = [parseFloat(tokens[0]), clamp(part(tokens[1], 100), 0, 100) / 100, clamp(part(tokens[2], 100), 0, 100) / 100];
  return { ...fromHsl({ h: h % 360, s, l }), a };
}

/** `#rrggbb` of an opaque colour. */
export function toHex({ r, g, b }: Rgba): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

/** `top` laid over `bottom` (opaque): what a visitor sees of a colour that is partly transparent. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => Math.round(t * top.a + b * (1 - top.a));
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** CSS `color-mix(in srgb, <color> <share>, transparent)` laid over `bottom`: the site's tints. */
export const tint = (color: Rgba, share: number, bottom: Rgba): Rgba => over({ ...color, a: color.a * share }, bottom);

function channel(v: number): number {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance of an opaque colour: 0 for black, 1 for white. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio of two opaque colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export interface Hsl {
  h: number;
  s: number;
  l: number;
}

export function toHsl({ r, g, b }: Rgba): Hsl {
  const [R, G, B] = [r / 255, g / 255, b / 255];
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === R ? ((G - B) / d + 6) % 6 : max === G ? (B - R) / d + 2 : (R - G) / d + 4;
  return { h: h * 60, s, l };
}

function fromHsl({ h, s, l }: Hsl): Rgba {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
  return { r: f(0), g: f(8), b: f(4), a: 1 };
}

/** `color` lighter (a positive `delta`, up to white) or darker (down to black) by `delta` of HSL lightness, of the same hue. */
export function withLightness(color: Rgba, delta: number): Rgba {
  const hsl = toHsl(color);
  return { ...fromHsl({ ...hsl, l: clamp(hsl.l + delta, 0, 1) }), a: color.a };
}

/**
 * `color` itself when it reaches `ratio` against every one of `backgrounds`; else the colour of the same hue and
 * saturation whose lightness is the nearest that does (darker on light backgrounds, lighter on dark ones). The worst of
 * the ratios rises and then falls as lightness goes from black to white (against light backgrounds it only falls,
 * against dark ones it only rises), so the lightness that passes is black's or white's side, or else around its peak
 * (found by ternary search), and the nearest passing lightness is found by bisection. Where no lightness reaches the
 * ratio (backgrounds far apart, light and dark), the peak is the answer.
 */
export function withContrast(color: Rgba, backgrounds: readonly Rgba[], ratio: number): Rgba {
  const opaque = { ...color, a: 1 };
  const worst = (c: Rgba) => Math.min(...backgrounds.map((bg) => contrastRatio(c, bg)));
  if (worst(opaque) >= ratio) return opaque;
  const start = toHsl(opaque);
  const at = (l: number) => fromHsl({ ...start, l });
  const passes = (l: number) => worst(at(l)) >= ratio;
  let peak = passes(0) ? 0 : passes(1) ? 1 : -1;
  if (peak < 0) {
    let [lo, hi] = [0, 1];
    for (let i = 0; i < 24; i++) {
      const [a, b] = [lo + (hi - lo) / 3, hi - (hi - lo) / 3];
      if (worst(at(a)) < worst(at(b))) lo = a;
      else hi = b;
    }
    peak = (lo + hi) / 2;
    if (!passes(peak)) return at(peak);
  }
  let [fails, ok] = [start.l, peak];
  // Lightness to 1/65536: finer than a colour's 8-bit channels.
  for (let i = 0; i < 16; i++) {
    const mid = (fails + ok) / 2;
    if (passes(mid)) ok = mid;
    else fails = mid;
  }
  return at(ok);
}
