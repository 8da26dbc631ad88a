/** Types of markdown.cjs for the tests that call the converter directly. */
export interface PostHeading { level: number; id: string; text: string }
export interface ConvertedPost {
  slug: string;
  meta: { title: string; description: string; date: string; tags: string[]; cover: string | null; coverAlt?: string };
  html: string;
  headings: PostHeading[];
  readingMinutes: number;
  dependencies: string[];
}
export function escapeHtml(s: string): string;
export function slugify(text: string): string;
export function safeUrl(url: string): string | null;
export function markdownToHtml(markdown: string): { html: string; headings: PostHeading[] };
export function parseFrontMatter(source: string): { data: Record<string, string | string[]>; body: string };
export function convertPost(source: string, file: string): ConvertedPost;
export function postModuleSource(post: ConvertedPost, opts?: { esm?: boolean }): string;
