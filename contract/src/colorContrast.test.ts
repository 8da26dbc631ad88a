import { contrastRatio, parseColor, relativeLuminance, tint, toHex, toHsl, withContrast, type Rgba } from './colorContrast';

const c = (value: string): Rgba => {
  const parsed = parseColor(value);
  if (!parsed) throw new Error(`not a colour: ${value}`);
  return parsed;
};
const ratio = (a: string, b: string) => contrastRatio(c(a), c(b));

describe('parseColor', () => {
  it.each([
    ['#abc', { r: 170, g: 187, b: 204, a: 1 }],
    ['#2563EB', { r: 37, g: 99, b: 235, a: 1 }],
    ['#2563eb80', { r: 37, g: 99, b: 235, a: 128 / 255 }],
    ['#0008', { r: 0, g: 0, b: 0, a: 136 / 255 }],
    ['rgb(37, 99, 235)', { r: 37, g: 99, b: 235, a: 1 }],
    ['rgba(37,99,235,0.5)', { r: 37, g: 99, b: 235, a: 0.5 }],
    ['rgb(37 99 235 / 50%)', { r: 37, g: 99, b: 235, a: 0.5 }],
    ['rgb(100%, 0%, 50%)', { r: 255, g: 0, b: 128, a: 1 }],
    ['hsl(210, 50%, 40%)', { r: 51, g: 102, b: 153, a: 1 }],
    ['hsl(0, 100%, 50%)', { r: 255, g: 0, b: 0, a: 1 }],
    ['hsla(0 0% 100% / 0.25)', { r: 255, g: 255, b: 255, a: 0.25 }],
  ])('reads %s', (value, expected) => {
    expect(parseColor(value)).toEqual(expected);
  });

  it.each(['#12345', '#1234567', 'blue', 'rgb(1, 2)', 'rgb(1, 2, 3, 4, 5)', 'rgb(1.2.3, 4, 5)', ' #fff', 'hsl()', ''])('refuses %j', (value) => {
    expect(parseColor(value)).toBeNull();
  });
});

describe('WCAG 2 relative luminance and contrast ratio', () => {
  it.each([
    ['#000000', 0],
    ['#ffffff', 1],
    ['#808080', 0.2159],
    ['#2563eb', 0.1532],
  ])('the luminance of %s is %d', (value, luminance) => {
    expect(relativeLuminance(c(value))).toBeCloseTo(luminance, 4);
  });

  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    ['#777777', '#ffffff', 4.48],
    ['#2563eb', '#ffffff', 5.17],
    // The format chips of issue #49: the primary on its 12 % tint over white (axe, which cuts to two decimals, said 4.36).
    ['#2563eb', '#e5ecfd', 4.37],
    ['#38bdf8', '#ffffff', 2.14],
    ['#123456', '#123456', 1],
  ])('%s on %s is %d:1', (a, b, expected) => {
    expect(ratio(a, b)).toBeCloseTo(expected, 2);
  });

  it("lays a tint over its background as the browser's color-mix does", () => {
    expect(toHex(tint(c('#2563eb'), 0.12, c('#ffffff')))).toBe('#e5ecfd');
  });
});

describe('withContrast', () => {
  const hue = (value: Rgba) => toHsl(value).h;

  it('keeps a colour that already reaches the ratio', () => {
    expect(toHex(withContrast(c('#2563eb'), [c('#ffffff'), c('#f8fafc')], 4.5))).toBe('#2563eb');
  });

  it.each([
    // A light primary as text on white gets darker; on a dark page a dark one gets lighter.
    ['#38bdf8', ['#ffffff'], 4.5],
    ['#1e3a8a', ['#0f172a', '#1e293b'], 4.5],
    // The chips' pair, and a focus ring's 3:1 of a yellow on white.
    ['#2563eb', ['#e5ecfd', '#ffffff'], 4.5],
    ['#fde047', ['#ffffff'], 3],
    // A grey on a mid grey: no hue to keep, only lightness.
    ['#888888', ['#777777'], 4.5],
  ])('moves %s only in lightness, and as little as needed, to reach the ratio on %j', (start, grounds, needed) => {
    const on = grounds.map(c);
    const moved = withContrast(c(start), on, needed);
    expect(Math.min(...on.map((g) => contrastRatio(moved, g)))).toBeGreaterThanOrEqual(needed);
    expect(Math.abs(hue(moved) - hue(c(start)))).toBeLessThan(3);
    // One step (1 % of lightness) back towards the start no longer reaches it.
    const back = toHsl(moved);
    const step = toHsl(c(start)).l > back.l ? 0.01 : -0.01;
    const nearer = c(`hsl(${back.h}, ${back.s * 100}%, ${(back.l + step) * 100}%)`);
    expect(Math.min(...on.map((g) => contrastRatio(nearer, g)))).toBeLessThan(needed);
  });

  it('finds the lightness between backgrounds light and dark at once, or the nearest one to it where none is far enough from both', () => {
    const between = withContrast(c('#2563eb'), [c('#eeeeee'), c('#333333')], 3);
    expect(Math.min(contrastRatio(between, c('#eeeeee')), contrastRatio(between, c('#333333')))).toBeGreaterThanOrEqual(3);
    // On black and white at once no colour reaches 5:1; the best is about 4.58:1 from both.
    const best = withContrast(c('#2563eb'), [c('#ffffff'), c('#000000')], 5);
    expect(Math.min(contrastRatio(best, c('#ffffff')), contrastRatio(best, c('#000000')))).toBeCloseTo(4.58, 1);
    expect(Math.abs(hue(best) - hue(c('#2563eb')))).toBeLessThan(3);
  });

  it('makes a partly transparent colour opaque', () => {
    expect(withContrast(c('#2563eb80'), [c('#ffffff')], 4.5).a).toBe(1);
  });
});
