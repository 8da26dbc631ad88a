/** A blog post as the Markdown loader emits it (see mf-content/markdown/markdown.cjs). */
export interface PostMeta {
  title: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  /** Lower-case tags. */
  tags: string[];
  /** The cover image as a data URI, or null. */
  cover: string | null;
  coverAlt?: string;
}

export interface PostHeading {
  level: number;
  id: string;
  text: string;
}

export interface PostModule {
  slug: string;
  meta: PostMeta;
  /** Safe HTML: every character of the Markdown source was escaped before markup was added. */
  html: string;
  headings: PostHeading[];
  readingMinutes: number;
}
