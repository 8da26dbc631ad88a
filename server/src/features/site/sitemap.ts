import { isLocalizedRoute, localizedPath, ROUTES, SITE_LANGUAGES } from '@dl/contract';
import { escapeHtml } from '../../shared/headTags';

export interface BlogPostMeta {
  slug: string;
  title: string;
  description: string;
  date: string;
  tags: string[];
}

/**
 * /sitemap.xml: every canonical page of the route table and every blog post, with its date. A landing page is listed
 * in each of the site's languages (`/es/youtube-downloader`: issue #24), each entry naming all of them as
 * `xhtml:link` alternates, as search engines read them.
 */
export function sitemapXml(origin: string, posts: BlogPostMeta[] = []): string {
  const urls = ROUTES.filter((r) => r.inSitemap && !r.path.includes(':')).flatMap((r) => {
    const rest = `<changefreq>${r.id === 'home' ? 'daily' : 'weekly'}</changefreq><priority>${r.id === 'home' ? '1.0' : r.area === 'downloader' ? '0.8' : '0.5'}</priority>`;
    if (!isLocalizedRoute(r)) return [`  <url><loc>${escapeHtml(origin + r.path)}</loc>${rest}</url>`];
    const alternates = [...SITE_LANGUAGES.map((lang) => [lang, lang] as const), ['x-default', 'en'] as const]
      .map(([hreflang, lang]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(origin + localizedPath(r.path, lang))}"/>`)
      .join('');
    return SITE_LANGUAGES.map((lang) => `  <url><loc>${escapeHtml(origin + localizedPath(r.path, lang))}</loc>${alternates}${rest}</url>`);
  });
  for (const p of posts) {
    urls.push(`  <url><loc>${escapeHtml(`${origin}/blog/${encodeURIComponent(p.slug)}`)}</loc><lastmod>${escapeHtml(p.date)}</lastmod><changefreq>monthly</changefreq><priority>0.6</priority></url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
