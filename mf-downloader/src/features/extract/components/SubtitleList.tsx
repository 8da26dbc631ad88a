import type { Subtitle } from '@dl/shared-config';

const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** The source's name for the language, else the language's name for its code ('en' → 'English'), else the code. */
function nameOf(s: Subtitle): string {
  if (s.name !== s.lang) return s.name;
  try {
    return LANGUAGE_NAMES.of(s.lang.replace(/-orig$/, '')) ?? s.lang;
  } catch {
    return s.lang; // not a language code
  }
}

/**
 * The subtitles a result offers (issue #23), one row per language, each downloadable as SubRip (.srt, what most
 * players and editors take) or WebVTT (.vtt, the web's). Automatic captions are marked as such.
 */
export function SubtitleList({ subtitles }: { subtitles: Subtitle[] }) {
  return (
    <section className="dl-subtitles" aria-label="Subtitles">
      <h4 className="dl-group-title">Subtitles</h4>
      <ul className="dl-subtitle-list">
        {subtitles.map((s) => {
          const label = `${nameOf(s)}${s.automatic ? ' automatic captions' : ' subtitles'}`;
          return (
            <li key={`${s.lang}-${s.automatic}`} className="dl-subtitle">
              <span className="dl-subtitle-name">
                {nameOf(s)}
                {s.automatic ? <span className="muted"> (automatic captions)</span> : null}
              </span>
              <a className="btn btn-ghost" href={s.srt} download aria-label={`${label} as SRT`}>
                .srt
              </a>
              <a className="btn btn-ghost" href={s.vtt} download aria-label={`${label} as VTT`}>
                .vtt
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
