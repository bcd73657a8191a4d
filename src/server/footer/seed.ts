import type { EntityManager } from '@mikro-orm/postgresql';
import type { FooterLinkInput } from '../../shared/footer.ts';
import { sanitizeRichText } from '../html/sanitize.ts';
import { FooterLink } from './entities.ts';

type SeedLink = Partial<FooterLinkInput> & Pick<FooterLinkInput, 'section' | 'label' | 'type'>;

// Links for both footer variants: variant A shows the social links; variant B shows every
// section, with the content sections opening in a dialog.
const links: SeedLink[] = [
  {
    section: 'about',
    label: 'About Arena',
    type: 'internal',
    url: '/about-us',
    content:
      '<p>Arena Championships runs monthly online esports championships for adult players across India: five qualifier matches a month in nine games, leading to the Semi-Finals and the National Finals.</p>',
  },
  {
    section: 'contact',
    label: 'Contact Support',
    type: 'internal',
    url: '/contact-us',
    content:
      '<p>E-mail <a href="mailto:support@arena-championships.in">support@arena-championships.in</a> any time, or call +91 80 4567 8900 from 10:00 to 19:00 IST, Monday to Saturday.</p>',
  },
  {
    section: 'privacy',
    label: 'How We Use Your Data',
    type: 'internal',
    url: '/privacy-policy',
    content:
      '<p>We collect only what we need to verify eligibility, run competitions and pay prizes. We never sell personal data. Read the full <a href="/privacy-policy">Privacy Policy</a>.</p>',
  },
  {
    section: 'refund',
    label: 'Refunds in Short',
    type: 'internal',
    url: '/refund-policy',
    content:
      '<p>Qualifiers we cancel are refunded in full within 7 working days. You may ask for a refund until 24 hours before your first match.</p>',
  },
  {
    section: 'game',
    label: 'Fair Play Rules',
    type: 'internal',
    url: '/game-policy',
    content:
      '<p>One account per player, no cheats or scripts, and room details stay private. Breaking the rules leads to disqualification without refund.</p>',
  },
  { section: 'quick-links', label: 'Blog', type: 'internal', url: '/blog', position: 0 },
  {
    section: 'quick-links',
    label: 'Terms & Conditions',
    type: 'internal',
    url: '/terms-conditions',
    position: 1,
  },
  {
    section: 'quick-links',
    label: 'Hidden Draft Link',
    type: 'internal',
    url: '/blog',
    visible: false,
    position: 2,
  },
  {
    section: 'partners',
    label: 'BGMI Official Site',
    type: 'external',
    url: 'https://www.battlegroundsmobileindia.com',
    targetBlank: true,
  },
  {
    section: 'partners',
    label: 'Valorant Official Site',
    type: 'external',
    url: 'https://playvalorant.com',
    targetBlank: true,
    position: 1,
  },
  {
    section: 'social',
    label: 'Facebook',
    type: 'social',
    platform: 'facebook',
    url: 'https://www.facebook.com/arenachampionships',
    targetBlank: true,
  },
  {
    section: 'social',
    label: 'X',
    type: 'social',
    platform: 'x',
    url: 'https://x.com/arenachamps',
    targetBlank: true,
    position: 1,
  },
  {
    section: 'social',
    label: 'Instagram',
    type: 'social',
    platform: 'instagram',
    url: 'https://www.instagram.com/arenachampionships',
    targetBlank: true,
    position: 2,
  },
  {
    section: 'social',
    label: 'YouTube',
    type: 'social',
    platform: 'youtube',
    url: 'https://www.youtube.com/@arenachampionships',
    targetBlank: true,
    position: 3,
  },
  {
    section: 'social',
    label: 'LinkedIn',
    type: 'social',
    platform: 'linkedin',
    url: 'https://www.linkedin.com/company/arena-championships',
    targetBlank: true,
    position: 4,
  },
];

export async function seedFooter(em: EntityManager): Promise<void> {
  for (const link of links) {
    em.create(FooterLink, {
      platform: null,
      url: null,
      targetBlank: false,
      visible: true,
      icon: null,
      position: 0,
      ...link,
      content: link.content ? sanitizeRichText(link.content) : null,
    });
  }
  await em.flush();
}
