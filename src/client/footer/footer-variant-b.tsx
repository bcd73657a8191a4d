import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router-dom';
import { groupBySection, opensInDialog, sectionTitle } from '../../shared/footer-rules.ts';
import { paths } from '../app/paths.ts';
import type { FooterLink } from './footer-link.ts';
import { FooterColumn, FooterFrame, footerLinkClass } from './footer-parts.tsx';
import { SocialLinks } from './social-icon.tsx';
import { m } from '../../paraglide/messages.js';

// The dialogs (and the HTML sanitiser they use) load only when a reader opens one.
const ContentDialog = lazy(async () => ({ default: (await import('./footer-dialogs.tsx')).ContentDialog }));
const PrivacySettingsDialog = lazy(async () => ({
  default: (await import('./footer-dialogs.tsx')).PrivacySettingsDialog,
}));

/** The heading of a section: the known sections' in the page's language, others by their key. */
function footerSectionTitle(section: string): string {
  switch (section) {
    case 'about':
      return m.site_footer_about();
    case 'contact':
      return m.site_footer_section_contact();
    case 'privacy':
      return m.site_footer_section_privacy();
    case 'refund':
      return m.site_footer_section_refund();
    case 'game':
      return m.site_footer_section_game();
    case 'quick-links':
      return m.site_footer_quick_links();
    case 'social':
      return m.site_footer_follow_us();
    default:
      return sectionTitle(section);
  }
}

/** Server sections of links, social icons, and the fixed Legal, Imprint and privacy links. */
export function FooterVariantB({
  links,
  registration,
}: {
  links: FooterLink[];
  registration: string | null;
}) {
  const [openLink, setOpenLink] = useState<FooterLink | null>(null);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const visible = links.filter((link) => link.visible);
  const social = visible.filter((link) => link.type === 'social');
  const sections = groupBySection(visible.filter((link) => link.type !== 'social'));

  const fixedLinks = (
    <nav aria-label={m.site_footer_legal()} className="flex flex-wrap items-center gap-x-5 gap-y-2">
      <Link to={paths.privacyPolicy} className={footerLinkClass}>
        {m.site_footer_legal()}
      </Link>
      <Link to={paths.termsConditions} className={footerLinkClass}>
        {m.site_footer_imprint()}
      </Link>
      <Link to={paths.grievance} className={footerLinkClass}>
        {m.grievance_footer_link()}
      </Link>
      <button
        type="button"
        onClick={() => setPrivacyOpen(true)}
        className={`${footerLinkClass} cursor-pointer`}
      >
        {m.site_footer_change_privacy()}
      </button>
    </nav>
  );

  return (
    <FooterFrame bottom={fixedLinks} registration={registration}>
      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {sections.map(([section, sectionLinks]) => (
          <FooterColumn key={section} title={footerSectionTitle(section)}>
            <ul className="flex flex-col gap-2">
              {sectionLinks.map((link) => (
                <li key={link.id}>
                  <FooterLinkItem link={link} onOpen={setOpenLink} />
                </li>
              ))}
            </ul>
          </FooterColumn>
        ))}
        {social.length > 0 && (
          <FooterColumn title={m.site_footer_follow_us()}>
            <SocialLinks links={social} />
          </FooterColumn>
        )}
      </div>
      <Suspense fallback={null}>
        {openLink && <ContentDialog link={openLink} onClose={() => setOpenLink(null)} />}
        {privacyOpen && <PrivacySettingsDialog onClose={() => setPrivacyOpen(false)} />}
      </Suspense>
    </FooterFrame>
  );
}

function FooterLinkItem({ link, onOpen }: { link: FooterLink; onOpen: (link: FooterLink) => void }) {
  if (opensInDialog(link)) {
    return (
      <button
        type="button"
        onClick={() => onOpen(link)}
        className={`${footerLinkClass} cursor-pointer text-left`}
      >
        {link.label}
      </button>
    );
  }
  if (!link.url) return null;
  if (link.type === 'internal') {
    return (
      <Link to={link.url} className={footerLinkClass}>
        {link.label}
      </Link>
    );
  }
  return (
    <a
      href={link.url}
      className={footerLinkClass}
      {...(link.targetBlank ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.label}
    </a>
  );
}
