import { Link } from 'react-router-dom';
import type { RouteModuleProps } from '@dl/shared-config';
import { GLOSSARY_TERMS } from '../features/glossary/copy/glossaryTerms';
import { groupByLetter, letterId } from '../features/glossary/groupByLetter';
import { LetterIndex } from '../features/glossary/components/LetterIndex';
import { TermEntry } from '../features/glossary/components/TermEntry';
import { EnglishOnlyNotice } from '../ui/EnglishOnly';
import { ContentHeader } from '../ui/ContentHeader';
import { withTags } from '../ui/withTags';
import { useT } from '../i18n';
import '../ui/content.css';

const GROUPS = groupByLetter(GLOSSARY_TERMS);
const LETTERS = new Set(GROUPS.map((g) => g.letter));

/** /terms-glossary: media and download terms from A to Z (the terms and their definitions in English, issue #24). */
export default function GlossaryPage(_: RouteModuleProps) {
  const t = useT();
  return (
    <div className="page narrow content-page" data-area="mf-content" data-build={__BUILD_LABEL__}>
      <ContentHeader
        eyebrow={t('ct.glossary.eyebrow')}
        title={t('ct.glossary.title')}
        lead={withTags(t('ct.glossary.lead', { count: GLOSSARY_TERMS.length }), {
          link: (text) => <Link to="/how-to-download-videos">{text}</Link>,
        })}
      />
      <LetterIndex available={LETTERS} />
      <EnglishOnlyNotice notice="ct.en.definitions" />
      {GROUPS.map(({ letter, terms }) => (
        <section key={letter} id={letterId(letter)} className="glossary-letter" aria-labelledby={`${letterId(letter)}-h`}>
          <h2 id={`${letterId(letter)}-h`}>{letter}</h2>
          <dl className="glossary-list">
            {terms.map((term) => (
              <TermEntry key={term.term} entry={term} />
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
