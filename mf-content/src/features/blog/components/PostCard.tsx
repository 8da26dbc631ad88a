import { Link } from 'react-router-dom';
import type { PostModule } from '../types';
import { formatLongDate } from '../../../rules/formatLongDate';
import { useEnglish } from '../../../ui/EnglishOnly';
import { useLanguage, useT } from '../../../i18n';
import { TagList } from './TagList';

/** One post in the blog list: its title and summary are the post's own, in English. */
export function PostCard({ post }: { post: PostModule }) {
  const t = useT();
  const lang = useLanguage();
  const english = useEnglish();
  const { slug, meta, readingMinutes } = post;
  return (
    <article className="card post-card" aria-labelledby={`post-${slug}`}>
      {meta.cover ? <img className="post-cover" src={meta.cover} alt="" width={1200} height={630} loading="lazy" /> : null}
      <div className="post-card-body">
        <p className="muted post-byline">
          <time dateTime={meta.date}>{formatLongDate(meta.date, lang)}</time> · {t('ct.blog.minRead', { minutes: readingMinutes })}
        </p>
        <h2 id={`post-${slug}`} className="post-card-title" {...english}>
          <Link to={`/blog/${slug}`}>{meta.title}</Link>
        </h2>
        <p {...english}>{meta.description}</p>
        <TagList tags={meta.tags} />
      </div>
    </article>
  );
}
