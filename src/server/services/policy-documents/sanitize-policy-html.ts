import type sanitizeHtml from 'sanitize-html';
import { badRequest } from '../../http-errors';
import { loadSanitizeHtml } from '../../lazy-packages';

/**
 * What policy HTML may contain (DESIGN.md §1 "HTML": stored XSS). Documents are read by every
 * new hire, so anything that runs code, loads content or restyles the page is dropped:
 * scripts, event handlers, javascript: URLs, iframes, style, object and embed.
 */
const options = (sanitize: typeof sanitizeHtml): sanitizeHtml.IOptions => ({
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'a',
    'strong',
    'em',
    'b',
    'i',
    'u',
  ],
  allowedAttributes: {
    a: ['href', 'rel'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Their text is code or fallback markup, not document text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: { a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer' }) },
});

let opts: sanitizeHtml.IOptions | undefined;

export async function sanitizePolicyHtml(html: string): Promise<string> {
  const sanitize = await loadSanitizeHtml();
  opts ??= options(sanitize);
  return sanitize(html, opts).trim();
}

export const CONTENT_REQUIRED = 'Content is required';

/** Sanitized content for storing; 400 when nothing survives sanitizing (e.g. only a script). */
export async function cleanPolicyContent(html: string): Promise<string> {
  const content = await sanitizePolicyHtml(html);
  if (!content) throw badRequest(CONTENT_REQUIRED, { content: CONTENT_REQUIRED });
  return content;
}
