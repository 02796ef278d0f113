import { escapeHtml } from '../../lib/html';

/** What a shared link of a wedding website shows (Open Graph and Twitter cards), and whether search engines may list it. */
export interface SiteHeadData {
  title: string;
  description: string;
  /** A stored 1280-wide JPEG (link previews want JPEG or PNG): its absolute address and size, or null. */
  image: { url: string; width: number; height: number } | null;
  url: string;
  noindex: boolean;
  /**
   * The site's own API read, fetched with the HTML so its answer is on its way while the scripts
   * load (the SPA's call, credentials included, takes the preloaded answer): none for a site
   * behind a password, whose read would only be refused.
   */
  preloadApi?: string;
}

/** The page's HTML with its <title> and its link-preview and robots meta, every value escaped. */
export function withSiteHead(html: string, head: SiteHeadData): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const tags = [
    `<meta name="description" content="${description}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${escapeHtml(head.url)}">`,
    head.image ? `<meta property="og:image" content="${escapeHtml(head.image.url)}">` : '',
    head.image ? `<meta property="og:image:width" content="${head.image.width}">` : '',
    head.image ? `<meta property="og:image:height" content="${head.image.height}">` : '',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    head.image ? `<meta name="twitter:image" content="${escapeHtml(head.image.url)}">` : '',
    head.noindex ? '<meta name="robots" content="noindex, nofollow">' : '',
    head.preloadApi ? `<link rel="preload" href="${escapeHtml(head.preloadApi)}" as="fetch" crossorigin="use-credentials">` : '',
  ].join('');
  // The index's own description (if any) gives way to the site's.
  const withoutOwn = html.replace(/<meta\s+name="description"[^>]*>/i, '');
  const titled = /<title>[\s\S]*?<\/title>/i.test(withoutOwn)
    ? withoutOwn.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${title}</title>`)
    : withoutOwn.replace('</head>', () => `<title>${title}</title></head>`);
  return titled.replace('</head>', () => `${tags}</head>`);
}
