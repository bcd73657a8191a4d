import sanitizeHtml from 'sanitize-html';

/**
 * The HTML that articles, static pages and footer content may hold: text structure, links,
 * images and tables. Scripts, styles, event handlers, iframes and any URL scheme other than
 * http(s), mailto and tel are removed before the content is stored (the browser sanitises again
 * when it renders).
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'small',
    'sub',
    'sup',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The page's own title is the only h1.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const blank = attribs.target === '_blank';
      const { target: _target, rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs: blank ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest,
      };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}
