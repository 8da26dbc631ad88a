/**
 * The icons a domain configuration names in Font Awesome's terms (branding.logo.icon of type 'fontawesome',
 * supportedPlatforms[].icon), drawn as inline line glyphs: no icon font is loaded. Names without a glyph
 * (brand logos such as 'fab fa-youtube') resolve to null and the caller keeps its own mark.
 */
const GLYPHS = {
  download: 'M12 3v12m0 0-5-5m5 5 5-5M5 20h14',
  play: 'M7 4v16l13-8z',
  music: 'M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zm12-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
  microphone: 'M12 2a3 3 0 0 1 3 3v7a3 3 0 0 1-6 0V5a3 3 0 0 1 3-3zM19 10v2a7 7 0 0 1-14 0v-2M12 19v3M8 22h8',
  headphones: 'M3 18v-6a9 9 0 0 1 18 0v6M21 19a2 2 0 0 1-2 2h-1v-6h3zM3 19a2 2 0 0 0 2 2h1v-6H3z',
  video: 'M22 7l-6 5 6 5V7zM2 5h14v14H2z',
  film: 'M4 4h16v16H4zM8 4v16M16 4v16M4 8h4M4 12h4M4 16h4M16 8h4M16 12h4M16 16h4',
  tv: 'M2 7h20v13H2zM17 2l-5 5-5-5',
  book: 'M2 4h7a3 3 0 0 1 3 3v14a2 2 0 0 0-2-2H2zM22 4h-7a3 3 0 0 0-3 3v14a2 2 0 0 1 2-2h8z',
  bolt: 'M13 2 3 14h9l-1 8 10-12h-9l1-8z',
  globe: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20',
  star: 'm12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8-6.2-3.2-6.2 3.2L7 14.2 2 9.3l6.9-1z',
  heart: 'M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8L12 21l8.8-8.6a5.5 5.5 0 0 0 0-7.8z',
} as const;

export type GlyphName = keyof typeof GLYPHS;

const ALIASES: Record<string, GlyphName> = {
  'arrow-down': 'download',
  'cloud-download': 'download',
  'cloud-download-alt': 'download',
  'cloud-arrow-down': 'download',
  'circle-down': 'download',
  'file-download': 'download',
  'file-arrow-down': 'download',
  'play-circle': 'play',
  'circle-play': 'play',
  'music-note': 'music',
  podcast: 'microphone',
  'microphone-alt': 'microphone',
  'microphone-lines': 'microphone',
  headset: 'headphones',
  'video-camera': 'video',
  camera: 'video',
  clapperboard: 'film',
  television: 'tv',
  'book-open': 'book',
  'bolt-lightning': 'bolt',
  'earth-americas': 'globe',
  'globe-americas': 'globe',
};

/** Style tokens of a Font Awesome class list, which name no icon. */
const STYLE_TOKENS = new Set(['solid', 'regular', 'light', 'thin', 'duotone', 'brands', 'sharp', 'fw', 'lg', 'xl', '2x', '3x']);

/** The glyph a Font Awesome class list ('fas fa-music', 'fa-solid fa-podcast') names, or null. */
export function glyphFor(icon: string): GlyphName | null {
  for (const m of icon.toLowerCase().matchAll(/(?:^|\s)fa-([a-z0-9-]+)/g)) {
    const token = m[1];
    if (STYLE_TOKENS.has(token)) continue;
    if (token in GLYPHS) return token as GlyphName;
    if (token in ALIASES) return ALIASES[token];
  }
  return null;
}

export function IconGlyph({ name, size = 24, className, color }: { name: GlyphName; size?: number; className?: string; color?: string }) {
  return (
    <svg
      className={className}
      data-icon={name}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke={color ?? 'currentColor'}
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={GLYPHS[name]} />
    </svg>
  );
}

/**
 * A platform's configured icon where there is a glyph for it (brand logos have none), else a dot in its color;
 * the two class names let each place style it.
 */
export function PlatformMark({ icon, color, size, iconClass, dotClass }: { icon: string; color: string; size: number; iconClass: string; dotClass: string }) {
  const glyph = glyphFor(icon);
  if (glyph) return <IconGlyph name={glyph} size={size} color={color} className={iconClass} />;
  return <span className={dotClass} style={{ background: color }} aria-hidden="true" />;
}
