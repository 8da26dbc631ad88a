/**
 * Every blog post, newest first. Posts are Markdown files beside this module; the build converts each to
 * `{ slug, meta, html }` (mf-content/markdown/markdown-loader.cjs). The slug is the file name: /blog/{slug}.
 */
import type { PostModule } from '../types';
import * as youtube from './how-to-download-youtube-videos.md';
import * as tiktok from './download-tiktok-videos-without-watermark.md';
import * as instagram from './save-instagram-reels-and-posts.md';
import * as twitter from './download-videos-from-x-twitter.md';
import * as podcasts from './download-podcast-episodes-rss-apple-podcasts.md';
import * as formats from './video-formats-and-quality-explained.md';
import * as merge from './video-and-audio-merge-explained.md';
import * as mobile from './download-videos-on-iphone-and-android.md';
import * as sharing from './share-downloads-with-short-links.md';

const ALL: PostModule[] = [youtube, tiktok, instagram, twitter, podcasts, formats, merge, mobile, sharing].map(
  ({ slug, meta, html, headings, readingMinutes }) => ({ slug, meta, html, headings, readingMinutes }),
);

/** Newest first; equal dates by title. */
export const POSTS: readonly PostModule[] = [...ALL].sort(
  (a, b) => b.meta.date.localeCompare(a.meta.date) || a.meta.title.localeCompare(b.meta.title),
);

/** Every tag used by a post, alphabetically. */
export const POST_TAGS: readonly string[] = [...new Set(POSTS.flatMap((p) => p.meta.tags))].sort();

export function findPost(slug: string | undefined): PostModule | undefined {
  return slug ? POSTS.find((p) => p.slug === slug) : undefined;
}

export function postsWithTag(tag: string | null): readonly PostModule[] {
  return tag ? POSTS.filter((p) => p.meta.tags.includes(tag)) : POSTS;
}
