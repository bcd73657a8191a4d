// The HTML that articles, static pages and footer content may hold: text structure, links,
// images and tables. One allowlist for both sanitisers: the server's (sanitize-html, when content
// is stored and when a page is rendered on the server) and the browser's (DOMPurify, before it
// inserts HTML), so the two never disagree and a server-rendered page hydrates to the same HTML.

export const RICH_TEXT_TAGS = [
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
] as const;

/** The attributes each tag may keep; every other attribute (event handlers, style) goes. */
export const RICH_TEXT_ATTRIBUTES = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
} as const satisfies Partial<Record<(typeof RICH_TEXT_TAGS)[number], readonly string[]>>;

/** URL schemes a link may use (relative URLs are always allowed); images load over http(s) only. */
export const RICH_TEXT_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
export const RICH_TEXT_IMAGE_SCHEMES = ['http', 'https'] as const;

/** A URL with one of `schemes`, or a relative one (for sanitisers that take a pattern). */
export function richTextUrlPattern(schemes: readonly string[]): RegExp {
  return new RegExp(`^(?:(?:${schemes.join('|')}):|[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`, 'i');
}
