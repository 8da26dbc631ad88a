import { glyphFor, IconGlyph, useDomainConfig } from '@dl/shared-config';

/**
 * The domain's logo: an image or SVG file when configured; for type 'fontawesome', the named icon (drawn as an
 * inline glyph, no icon font) on the brand color, and the built-in download mark for names without a glyph.
 */
export function BrandLogo() {
  const { logo } = useDomainConfig().branding;
  if (logo.type !== 'fontawesome' && logo.icon) return <img className="brand-logo" src={logo.icon} alt="" width={32} height={32} />;
  const glyph = glyphFor(logo.icon);
  if (glyph && glyph !== 'download') {
    return (
      <span className="brand-logo brand-logo-glyph" data-icon={glyph} aria-hidden="true">
        <IconGlyph name={glyph} size={20} color="#fff" />
      </span>
    );
  }
  return (
    <svg className="brand-logo" data-icon="download" viewBox="0 0 64 64" width="32" height="32" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="var(--brand-primary)" />
      <path d="M32 14v26m0 0-10-10m10 10 10-10M18 48h28" stroke="#fff" strokeWidth="6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
