import type { ReactNode } from 'react';
import { directionOf } from '@dl/contract';
import { useLanguage, useT } from '../i18n';

/**
 * Long-form texts (blog posts, legal texts, the guide's and the help's articles, the glossary's definitions) exist in
 * English only (issue #24). On a page in another language they are marked as English, so that screen readers and
 * browsers (hyphenation, translation offers) treat them as such: `lang="en"`, and `dir="ltr"` on a right-to-left page.
 * In English: no attribute.
 */
export function useEnglish(): { lang?: 'en'; dir?: 'ltr' } {
  const lang = useLanguage();
  if (lang === 'en') return {};
  return directionOf(lang) === 'rtl' ? { lang: 'en', dir: 'ltr' } : { lang: 'en' };
}

/** "This text is only available in English.", in the page's language; nothing on an English page. */
export function EnglishOnlyNotice({ notice = 'ct.en.notice' }: { notice?: string }) {
  const t = useT();
  const lang = useLanguage();
  if (lang === 'en') return null;
  return (
    <p className="english-only-notice" role="note">
      {t(notice)}
    </p>
  );
}

/** An English long-form body: the notice at its top, then the text, marked as English. */
export function EnglishOnly({ children, className, notice }: { children: ReactNode; className?: string; notice?: string }) {
  const english = useEnglish();
  return (
    <>
      <EnglishOnlyNotice notice={notice} />
      <div className={className} {...english}>
        {children}
      </div>
    </>
  );
}
