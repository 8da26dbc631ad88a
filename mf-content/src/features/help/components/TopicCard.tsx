import { Link } from 'react-router-dom';
import type { HelpTopic } from '../copy/helpTopics';
import { useEnglish } from '../../../ui/EnglishOnly';

/** One question and its answer (English, issue #24), with its own anchor (#topic-id). */
export function TopicCard({ topic }: { topic: HelpTopic }) {
  const english = useEnglish();
  return (
    <article id={topic.id} className="card topic-card" aria-labelledby={`${topic.id}-q`} {...english}>
      <h3 id={`${topic.id}-q`}>{topic.question}</h3>
      {topic.answer.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {topic.links?.length ? (
        <ul className="topic-links">
          {topic.links.map((l) => (
            <li key={l.to}>
              <Link to={l.to}>{l.label}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
