/** Blog posts: `*.md` files are converted at build time by mf-content/markdown/markdown-loader.cjs. */
declare module '*.md' {
  export const slug: string;
  export const meta: import('./features/blog/types').PostMeta;
  export const html: string;
  export const headings: import('./features/blog/types').PostHeading[];
  export const readingMinutes: number;
  const post: import('./features/blog/types').PostModule;
  export default post;
}
