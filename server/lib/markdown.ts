import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * What people write (a couple's story, FAQ answers; later the community's posts) as HTML that is
 * safe to put in a page: markdown-it with raw HTML off (a typed `<script>` is shown as text), then
 * sanitize-html with a short list of tags, attributes and link schemes as a second, independent
 * guard. Headings start at h3 (the page has its h1 and each section its h2). Links open in a new
 * tab with `rel="noopener noreferrer nofollow"` (a couple's link is not an endorsement).
 */
const md = new MarkdownIt('commonmark', { html: false, linkify: true, typographer: true, breaks: true }).enable([
  'linkify',
  'replacements',
  'smartquotes',
]);

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h3', 'h4', 'h5', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'blockquote', 'hr', 'code', 'pre'],
  allowedAttributes: { a: ['href', 'rel', 'target'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Anything else (an image, a table) is dropped, its text kept.
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h3',
    h2: 'h3',
    h6: 'h5',
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' },
    }),
  },
};

/** Markdown to sanitised HTML ('' for empty text). */
export function renderMarkdown(source: string): string {
  if (source.trim() === '') return '';
  return sanitizeHtml(md.render(source), ALLOWED).trim();
}

/** Any HTML (or anything at all) through the same sanitiser: what a test checks rendered output against. */
export const sanitize = (html: string): string => sanitizeHtml(html, ALLOWED);

/**
 * The community's profile (issue 31): a post's markdown through the same renderer and sanitiser,
 * and whether what reaches the reader links anywhere (a new account's links are held for review).
 * Linkify makes a bare `example.com` a link too, so the test is on the output, not the source.
 */
export function renderPost(source: string): { html: string; hasLink: boolean } {
  const html = renderMarkdown(source);
  return { html, hasLink: /<a\s/i.test(html) };
}
