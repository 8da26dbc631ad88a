import { Link } from 'react-router-dom';
import type { PostModule } from '../types';
import { formatLongDate } from '../../../rules/formatLongDate';
import { TagList } from './TagList';

/** One post in the blog list. */
export function PostCard({ post }: { post: PostModule }) {
  const { slug, meta, readingMinutes } = post;
  return (
    <article className="card post-card" aria-labelledby={`post-${slug}`}>
      {meta.cover ? <img className="post-cover" src={meta.cover} alt="" width={1200} height={630} loading="lazy" /> : null}
      <div className="post-card-body">
        <p className="muted post-byline">
          <time dateTime={meta.date}>{formatLongDate(meta.date)}</time> · {readingMinutes} min read
        </p>
        <h2 id={`post-${slug}`} className="post-card-title">
          <Link to={`/blog/${slug}`}>{meta.title}</Link>
        </h2>
        <p>{meta.description}</p>
        <TagList tags={meta.tags} />
      </div>
    </article>
  );
}
