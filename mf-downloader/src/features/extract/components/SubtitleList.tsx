import type { Subtitle } from '@dl/shared-config';
import { languageName } from '@dl/contract';
import { useLanguage, useT } from '../copy/texts';

/**
 * The source's name for the language, else the language's name for its code in the page's language ('en' →
 * 'English', 'Inglés'), else the code.
 */
function nameOf(s: Subtitle, locale: string): string {
  return s.name !== s.lang ? s.name : languageName(s.lang.replace(/-orig$/, ''), locale);
}

/**
 * The subtitles a result offers (issue #23), one row per language, each downloadable as SubRip (.srt, what most
 * players and editors take) or WebVTT (.vtt, the web's). Automatic captions are marked as such.
 */
export function SubtitleList({ subtitles }: { subtitles: Subtitle[] }) {
  const t = useT();
  const locale = useLanguage();
  return (
    <section className="dl-subtitles" aria-label={t('dl.subs.title')}>
      <h4 className="dl-group-title">{t('dl.subs.title')}</h4>
      <ul className="dl-subtitle-list">
        {subtitles.map((s) => {
          const language = nameOf(s, locale);
          const label = t(s.automatic ? 'dl.subs.automaticName' : 'dl.subs.name', { language });
          return (
            <li key={`${s.lang}-${s.automatic}`} className="dl-subtitle">
              <span className="dl-subtitle-name">
                {language}
                {s.automatic ? <span className="muted"> {t('dl.subs.automatic')}</span> : null}
              </span>
              <a className="btn btn-ghost" href={s.srt} download aria-label={t('dl.subs.as', { label, format: 'SRT' })}>
                .srt
              </a>
              <a className="btn btn-ghost" href={s.vtt} download aria-label={t('dl.subs.as', { label, format: 'VTT' })}>
                .vtt
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
