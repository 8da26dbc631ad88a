import type { GlossaryTerm } from '../copy/glossaryTerms';
import { termId } from '../groupByLetter';

/** One term with its own anchor, its definition and links to related terms. */
export function TermEntry({ entry }: { entry: GlossaryTerm }) {
  const id = termId(entry.term);
  return (
    <>
      <dt id={id}>
        {entry.term}
        <a className="term-anchor" href={`#${id}`} aria-label={`Link to ${entry.term}`}>
          #
        </a>
      </dt>
      <dd>
        <p>{entry.definition}</p>
        {entry.see?.length ? (
          <p className="see-also">
            See also:{' '}
            {entry.see.map((s, i) => (
              <span key={s}>
                {i ? ', ' : ''}
                <a href={`#${termId(s)}`}>{s}</a>
              </span>
            ))}
          </p>
        ) : null}
      </dd>
    </>
  );
}
