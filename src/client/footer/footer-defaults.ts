import type { FooterLink } from './footer-link.ts';
import { m } from '../../paraglide/messages.js';

// Variant A's fallbacks when the server has nothing to show (docs/product.md#messages-and-constants).

export const DEFAULT_BLOG_LINKS = [
  { id: 'default-blog-1', title: m.site_footer_default_blog_1 },
  { id: 'default-blog-2', title: m.site_footer_default_blog_2 },
  { id: 'default-blog-3', title: m.site_footer_default_blog_3 },
] as const;

const social = (
  platform: 'facebook' | 'twitter' | 'instagram' | 'youtube',
  label: string,
  url: string,
): FooterLink => ({
  id: `default-${platform}`,
  section: 'social',
  label,
  platform,
  type: 'social',
  url,
  targetBlank: true,
  content: null,
  visible: true,
  icon: null,
  position: 0,
});

export const DEFAULT_SOCIAL_LINKS: FooterLink[] = [
  social('facebook', 'Facebook', 'https://www.facebook.com'),
  social('twitter', 'Twitter', 'https://twitter.com'),
  social('instagram', 'Instagram', 'https://www.instagram.com'),
  social('youtube', 'YouTube', 'https://www.youtube.com'),
];
