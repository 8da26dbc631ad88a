import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SITE_LANGUAGES, isSiteLanguage, localizedPath, nativeLanguageName } from '@dl/contract';
import { chooseLanguage, matchRoute } from '@dl/shared-config';
import { useLanguage, useT } from '../../i18n';

/**
 * The language menu (issue #24): each language in its own name. A choice switches the page at once (every app's
 * texts, `<html lang dir>`) and is kept in the `lang` cookie, which the server reads to render the next pages in it,
 * and in a signed-in user's profile (the account area hears of the choice). On a landing page under a language prefix
 * (`/es/youtube-downloader`) it goes to the same page under the chosen language's.
 */
export function LanguageMenu() {
  const t = useT();
  const lang = useLanguage();
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <span className="language-menu">
      <label htmlFor={id}>{t('footer.language')}</label>
      <select
        id={id}
        className="input"
        value={lang}
        onChange={(e) => {
          const next = e.currentTarget.value;
          if (!isSiteLanguage(next) || next === lang) return;
          const match = matchRoute(location.pathname);
          if (match?.lang) {
            const base = match.canonicalPath.slice(match.lang.length + 1) || '/';
            navigate(`${localizedPath(base, next)}${location.search}${location.hash}`);
          }
          void chooseLanguage(next);
        }}
      >
        {SITE_LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {nativeLanguageName(l)}
          </option>
        ))}
      </select>
    </span>
  );
}
