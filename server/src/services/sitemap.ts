import { ROUTES } from '@dl/shared-config';
import { escapeHtml } from './headTags';

/** /sitemap.xml: every canonical page of the route table. */
export function sitemapXml(origin: string): string {
  const urls = ROUTES.filter((r) => r.inSitemap && !r.path.includes(':')).map(
    (r) => `  <url><loc>${escapeHtml(origin + r.path)}</loc><changefreq>${r.id === 'home' ? 'daily' : 'weekly'}</changefreq><priority>${r.id === 'home' ? '1.0' : r.area === 'downloader' ? '0.8' : '0.5'}</priority></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
