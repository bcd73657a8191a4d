import { Link } from 'react-router-dom';
import { FOOTER_LATEST_BLOGS } from '../../shared/blog-rules.ts';
import { FOOTER_BLOGS_REFRESH_MS } from '../../shared/footer-rules.ts';
import { paths } from '../app/paths.ts';
import { trpc } from '../lib/trpc.ts';
import { DEFAULT_BLOG_LINKS, DEFAULT_SOCIAL_LINKS } from './footer-defaults.ts';
import type { FooterLink } from './footer-link.ts';
import { FooterColumn, FooterFrame, footerLinkClass } from './footer-parts.tsx';
import { SocialLinks } from './social-icon.tsx';

const quickLinks = [
  { to: paths.privacyPolicy, label: 'Privacy Policy' },
  { to: paths.refundPolicy, label: 'Refund Policy' },
  { to: paths.gamePolicy, label: 'Game Policy' },
  { to: paths.termsConditions, label: 'Terms & Conditions' },
];

const aboutLinks = [
  { to: paths.aboutUs, label: 'About Us' },
  { to: paths.contactUs, label: 'Contact Us' },
];

/** Four columns: Latest Blogs, Quick Links, About, Follow Us. */
export function FooterVariantA({ links }: { links: FooterLink[] }) {
  const social = links.filter((link) => link.type === 'social' && link.visible);

  return (
    <FooterFrame>
      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        <FooterColumn title="Latest Blogs">
          <LatestBlogs />
        </FooterColumn>
        <FooterColumn title="Quick Links">
          <LinkList links={quickLinks} />
        </FooterColumn>
        <FooterColumn title="About">
          <LinkList links={aboutLinks} />
        </FooterColumn>
        <FooterColumn title="Follow Us">
          <SocialLinks links={social.length > 0 ? social : DEFAULT_SOCIAL_LINKS} />
        </FooterColumn>
      </div>
    </FooterFrame>
  );
}

function LatestBlogs() {
  const posts = trpc.blog.list.useQuery(
    { limit: FOOTER_LATEST_BLOGS },
    { refetchInterval: FOOTER_BLOGS_REFRESH_MS },
  );
  // Until the first answer, keep the room of three lines so nothing jumps.
  if (posts.isPending) return <ul aria-hidden="true" className="min-h-20" />;

  const latest = posts.data?.length
    ? posts.data.map((post) => ({ id: post.id, title: post.title, to: paths.blogArticle(post.slug) }))
    : DEFAULT_BLOG_LINKS.map((post) => ({ ...post, to: paths.blog }));

  return (
    <ul className="flex flex-col gap-2">
      {latest.map((post) => (
        <li key={post.id}>
          <Link to={post.to} className={`line-clamp-2 ${footerLinkClass}`}>
            {post.title}
          </Link>
        </li>
      ))}
      <li>
        <Link to={paths.blog} className="font-medium text-primary hover:underline">
          View All Blogs
        </Link>
      </li>
    </ul>
  );
}

function LinkList({ links }: { links: { to: string; label: string }[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={footerLinkClass}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
