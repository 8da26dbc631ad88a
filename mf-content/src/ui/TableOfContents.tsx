export interface TocEntry {
  id: string;
  title: string;
}

/** "On this page": links to the page's section anchors. */
export function TableOfContents({ entries, title = 'On this page' }: { entries: readonly TocEntry[]; title?: string }) {
  return (
    <nav className="toc" aria-labelledby="toc-heading">
      <h2 id="toc-heading">{title}</h2>
      <ol>
        {entries.map((e) => (
          <li key={e.id}>
            <a href={`#${e.id}`}>{e.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
