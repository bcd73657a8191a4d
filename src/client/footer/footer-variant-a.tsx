import { Link } from 'react-router-dom';
import { FOOTER_LATEST_BLOGS } from '../../shared/blog-rules.ts';
import { FOOTER_BLOGS_REFRESH_MS } from '../../shared/footer-rules.ts';
import { paths } from '../app/paths.ts';
import { contentLang, currentLocale } from '../i18n/locale.ts';
import { trpc } from '../lib/trpc.ts';
import { DEFAULT_BLOG_LINKS, DEFAULT_SOCIAL_LINKS } from './footer-defaults.ts';
import type { FooterLink } from './footer-link.ts';
import { FooterColumn, FooterFrame, footerLinkClass } from './footer-parts.tsx';
import { SocialLinks } from './social-icon.tsx';
import { m } from '../../paraglide/messages.js';

const quickLinks = [
  { to: paths.privacyPolicy, label: m.site_page_privacy_policy },
  { to: paths.refundPolicy, label: m.site_page_refund_policy },
  { to: paths.gamePolicy, label: m.site_page_game_policy },
  { to: paths.termsConditions, label: m.site_page_terms_conditions },
];

const aboutLinks = [
  { to: paths.aboutUs, label: m.site_page_about_us },
  { to: paths.contactUs, label: m.site_page_contact_us },
  { to: paths.grievance, label: m.grievance_footer_link },
];

/** Four columns: Latest Blogs, Quick Links, About, Follow Us. */
export function FooterVariantA({
  links,
  registration,
}: {
  links: FooterLink[];
  registration: string | null;
}) {
  const social = links.filter((link) => link.type === 'social' && link.visible);

  return (
    <FooterFrame registration={registration}>
      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        <FooterColumn title={m.site_footer_latest_blogs()}>
          <LatestBlogs />
        </FooterColumn>
        <FooterColumn title={m.site_footer_quick_links()}>
          <LinkList links={quickLinks} />
        </FooterColumn>
        <FooterColumn title={m.site_footer_about()}>
          <LinkList links={aboutLinks} />
        </FooterColumn>
        <FooterColumn title={m.site_footer_follow_us()}>
          <SocialLinks links={social.length > 0 ? social : DEFAULT_SOCIAL_LINKS} />
        </FooterColumn>
      </div>
    </FooterFrame>
  );
}

function LatestBlogs() {
  const posts = trpc.blog.list.useQuery(
    { limit: FOOTER_LATEST_BLOGS, lang: currentLocale() },
    { refetchInterval: FOOTER_BLOGS_REFRESH_MS },
  );
  // Until the first answer, keep the room of three lines so nothing jumps.
  if (posts.isPending) return <ul aria-hidden="true" className="min-h-20" />;

  const latest = posts.data?.length
    ? posts.data.map((post) => ({
        id: post.id,
        title: post.title,
        lang: contentLang(post.language),
        to: paths.blogArticle(post.slug),
      }))
    : DEFAULT_BLOG_LINKS.map((post) => ({
        id: post.id,
        title: post.title(),
        lang: undefined,
        to: paths.blog,
      }));

  return (
    <ul className="flex flex-col gap-2">
      {latest.map((post) => (
        <li key={post.id}>
          <Link to={post.to} lang={post.lang} className={`line-clamp-2 ${footerLinkClass}`}>
            {post.title}
          </Link>
        </li>
      ))}
      <li>
        <Link to={paths.blog} className="font-medium text-primary hover:underline">
          {m.site_footer_view_all_blogs()}
        </Link>
      </li>
    </ul>
  );
}

function LinkList({ links }: { links: { to: string; label: () => string }[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={footerLinkClass}>
            {link.label()}
          </Link>
        </li>
      ))}
    </ul>
  );
}
