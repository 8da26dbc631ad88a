import { useT } from '../i18n';
import { useEnglish } from './EnglishOnly';

export interface TocEntry {
  id: string;
  title: string;
}

/** "On this page": links to the page's section anchors (the sections' titles, English like the sections). */
export function TableOfContents({ entries, title }: { entries: readonly TocEntry[]; title?: string }) {
  const t = useT();
  const english = useEnglish();
  return (
    <nav className="toc" aria-labelledby="toc-heading">
      <h2 id="toc-heading">{title ?? t('ct.toc')}</h2>
      <ol {...english}>
        {entries.map((e) => (
          <li key={e.id}>
            <a href={`#${e.id}`}>{e.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
