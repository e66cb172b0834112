import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list of terms pages: what the editor makes (headings, paragraphs, lists, links,
 * tables, emphasis). Everything else goes, with its content when it is code (script, style);
 * attributes outside the list (every `on…` handler, `style`) go too, and links keep only
 * http, https and mailto addresses, so nothing a page answers can run script.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'colgroup',
    'col',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        ...(attribs.target === '_blank' ? { target: '_blank' } : {}),
        rel: 'noopener noreferrer nofollow',
      },
    }),
  },
};

export function sanitizeTermsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether the HTML holds any text at all (an empty draft cannot be published). */
export const hasText = (html: string) =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim().length > 0;
