import { ROUTES } from '@dl/contract';
import { escapeHtml } from './headTags';

export interface BlogPostMeta {
  slug: string;
  title: string;
  description: string;
  date: string;
  tags: string[];
}

/** /sitemap.xml: every canonical page of the route table and every blog post, with its date. */
export function sitemapXml(origin: string, posts: BlogPostMeta[] = []): string {
  const urls = ROUTES.filter((r) => r.inSitemap && !r.path.includes(':')).map(
    (r) => `  <url><loc>${escapeHtml(origin + r.path)}</loc><changefreq>${r.id === 'home' ? 'daily' : 'weekly'}</changefreq><priority>${r.id === 'home' ? '1.0' : r.area === 'downloader' ? '0.8' : '0.5'}</priority></url>`,
  );
  for (const p of posts) {
    urls.push(`  <url><loc>${escapeHtml(`${origin}/blog/${encodeURIComponent(p.slug)}`)}</loc><lastmod>${escapeHtml(p.date)}</lastmod><changefreq>monthly</changefreq><priority>0.6</priority></url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
