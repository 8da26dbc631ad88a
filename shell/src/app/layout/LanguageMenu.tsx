import { useId } from 'react';
import { SITE_LANGUAGES, isSiteLanguage, languageCookie, nativeLanguageName } from '@dl/contract';
import { useLanguage, useT } from '../../i18n';

/**
 * The language menu (issue #24): each language in its own name. A choice is kept in the `lang` cookie, which the
 * server reads to render the page in it, and the page is loaded again in that language.
 */
export function LanguageMenu() {
  const t = useT();
  const lang = useLanguage();
  const id = useId();
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
          document.cookie = languageCookie(next);
          window.location.reload();
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
