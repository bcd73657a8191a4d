import { localized } from '../i18n/format.ts';
import { m } from '../../paraglide/messages.js';

const dateFormat = localized(
  (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }),
);

export function formatPostDate(post: { publishedAt: Date | null; createdAt: Date }): string {
  return dateFormat().format(post.publishedAt ?? post.createdAt);
}

export function formatReadTime(minutes: number): string {
  return m.site_blog_read_time({ minutes });
}
