import { Link } from 'react-router-dom';
import type { RouteModuleProps } from '@dl/shared-config';
import { GLOSSARY_TERMS } from '../features/glossary/copy/glossaryTerms';
import { groupByLetter, letterId } from '../features/glossary/groupByLetter';
import { LetterIndex } from '../features/glossary/components/LetterIndex';
import { TermEntry } from '../features/glossary/components/TermEntry';
import '../ui/content.css';

const GROUPS = groupByLetter(GLOSSARY_TERMS);
const LETTERS = new Set(GROUPS.map((g) => g.letter));

/** /terms-glossary: media and download terms from A to Z. */
export default function GlossaryPage(_: RouteModuleProps) {
  return (
    <div className="page narrow content-page" data-area="mf-content" data-build={__BUILD_LABEL__}>
      <header className="content-header">
        <p className="eyebrow">Glossary</p>
        <h1>Video and audio terms from A to Z</h1>
        <p className="lead">
          Plain-language definitions of the {GLOSSARY_TERMS.length} terms you meet when downloading media: formats, codecs,
          streaming and more. For a practical walkthrough, read the <Link to="/how-to-download-videos">how-to guide</Link>.
        </p>
      </header>
      <LetterIndex available={LETTERS} />
      {GROUPS.map(({ letter, terms }) => (
        <section key={letter} id={letterId(letter)} className="glossary-letter" aria-labelledby={`${letterId(letter)}-h`}>
          <h2 id={`${letterId(letter)}-h`}>{letter}</h2>
          <dl className="glossary-list">
            {terms.map((t) => (
              <TermEntry key={t.term} entry={t} />
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
