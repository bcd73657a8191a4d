import type { EntityManager } from '@mikro-orm/postgresql';
import type { PageSlug } from '../../shared/pages-rules.ts';
import { MIN_AGE } from '../../shared/registration-rules.ts';
import { StaticPage } from './entities.ts';

interface SeedPage {
  title: string;
  content: string;
  contact?: { orgName: string; email: string; phone: string; address: string; additional: string };
}

// Demo copy an organiser edits through the admin API before launch.
const pages: Record<PageSlug, SeedPage> = {
  'about-us': {
    title: 'About Us',
    content: `<p>Arena Championships runs monthly online esports competitions for adult players across India. Every month brings five qualifier matches in each of nine games, leading to the Semi-Finals and then the National Finals.</p>
<h2>What we stand for</h2>
<ul><li>Fair play: anti-cheat checks and published rules for every game.</li><li>Transparent prizes: prize tables are fixed before a qualifier opens.</li><li>Support around the clock: our team answers every day of the year.</li></ul>
<p>Players register with a verified Indian mobile number and must be ${MIN_AGE} or older.</p>`,
  },
  'contact-us': {
    title: 'Contact Us',
    content: '<p>Write to us any time; we answer within one working day.</p>',
    contact: {
      orgName: 'Arena Championships Pvt. Ltd.',
      email: 'support@arena-championships.in',
      phone: '+91 80 4567 8900',
      address: '3rd Floor, 27 MG Road, Bengaluru, Karnataka 560001',
      additional: 'E-mail support 24/7. Phone lines open 10:00 to 19:00 IST, Monday to Saturday.',
    },
  },
  'privacy-policy': {
    title: 'Privacy Policy',
    content: `<p>This policy explains what personal data Arena Championships collects, why, and the choices you have. It follows the Digital Personal Data Protection Act, 2023.</p>
<h2>What we collect</h2>
<ul><li>Account details: name, e-mail address, mobile number, date of birth, state and city.</li><li>Registration and payment records for the passes you buy.</li><li>Match results and rankings.</li></ul>
<h2>Why we use it</h2>
<p>To verify eligibility (${MIN_AGE}+, Indian mobile number), run competitions, pay prizes, prevent fraud and meet legal duties. We never sell personal data.</p>
<h2>Your rights</h2>
<p>You may access, correct or erase your data from your profile, or by writing to support@arena-championships.in.</p>`,
  },
  'refund-policy': {
    title: 'Refund Policy',
    content: `<p>A pass grants entry to one qualifier. Refunds follow these rules:</p>
<ul><li>A qualifier cancelled by us is refunded in full to the original payment method within 7 working days.</li><li>A pass may be refunded on request until 24 hours before its first match.</li><li>No refund is due once a match of the pass has started, or after disqualification for breaking the game policy.</li></ul>
<p>Write to support@arena-championships.in with your registration e-mail to ask for a refund.</p>`,
  },
  'game-policy': {
    title: 'Game Policy',
    content: `<p>Every match is played under the publisher's terms and the rules below.</p>
<ul><li>One account per player; sharing game credentials is not allowed.</li><li>Cheats, emulators where forbidden, scripts and teaming lead to disqualification without refund.</li><li>Room details are released to registered players shortly before a match and must not be shared.</li><li>Results, disputes, standings and prizes follow the championship rules below.</li></ul>`,
  },
  'terms-conditions': {
    title: 'Terms & Conditions',
    content: `<p>By registering you agree to these terms.</p>
<h2>Eligibility</h2>
<p>You must be ${MIN_AGE} or older, resident in India, and use a 10-digit Indian mobile number.</p>
<h2>Passes and prizes</h2>
<p>Prices and prize tables are shown before payment. Prizes are paid to the verified winner's bank account after tax deduction at source where the law requires it.</p>
<h2>Conduct</h2>
<p>We may suspend accounts that break the game policy. These terms are governed by the laws of India; courts at Bengaluru have jurisdiction.</p>`,
  },
};

export async function seedPages(em: EntityManager): Promise<void> {
  for (const [slug, page] of Object.entries(pages)) {
    em.create(StaticPage, { slug, title: page.title, content: page.content, ...page.contact });
  }
  await em.flush();
}
