import { useEnglish } from '../../../ui/EnglishOnly';
import { useT } from '../../../i18n';
import type { GlossaryTerm } from '../copy/glossaryTerms';
import { termId } from '../groupByLetter';

/** One term with its own anchor, its definition and links to related terms (the terms and definitions English). */
export function TermEntry({ entry }: { entry: GlossaryTerm }) {
  const t = useT();
  const english = useEnglish();
  const id = termId(entry.term);
  return (
    <>
      <dt id={id}>
        <span {...english}>{entry.term}</span>
        <a className="term-anchor" href={`#${id}`} aria-label={t('ct.glossary.anchor', { term: entry.term })}>
          #
        </a>
      </dt>
      <dd>
        <p {...english}>{entry.definition}</p>
        {entry.see?.length ? (
          <p className="see-also">
            {t('ct.glossary.see')}{' '}
            {entry.see.map((s, i) => (
              <span key={s}>
                {i ? ', ' : ''}
                <a href={`#${termId(s)}`} {...english}>
                  {s}
                </a>
              </span>
            ))}
          </p>
        ) : null}
      </dd>
    </>
  );
}
