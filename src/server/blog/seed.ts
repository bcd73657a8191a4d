import type { EntityManager } from '@mikro-orm/postgresql';
import { readTimeMinutes } from '../../shared/blog-rules.ts';
import { sanitizeRichText } from '../html/sanitize.ts';
import { BlogPost } from './entities.ts';

interface SeedPost {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  thumbnail?: string;
  featured?: boolean;
  published?: boolean;
  daysAgo: number;
}

// Demo articles: two featured, one draft that only admins see.
const posts: SeedPost[] = [
  {
    slug: 'bgmi-rotation-guide-for-qualifiers',
    title: 'BGMI Rotation Guide: How Top Squads Survive Qualifier Zones',
    excerpt:
      'Edge play, early rotations and vehicle discipline: the habits that get squads into the top 10 week after week.',
    featured: true,
    daysAgo: 2,
    content: `<p>Most squads do not lose qualifiers in fights; they lose them on the road. Across last month's Arena qualifiers, 61% of eliminations in the final four circles happened to teams that were still rotating when the zone closed.</p>
<h2>Rotate early, rotate once</h2>
<p>Pick your compound for the third circle before the second one starts closing. A single early move with full utility beats three rushed ones with half a team knocked.</p>
<h2>Play the edge when you are late</h2>
<p>If the zone pulls away from you, hug the edge and clear behind you. Teams in the centre are busy watching each other; the edge is where you gain placement points quietly.</p>
<h2>Vehicles are utility, not transport</h2>
<ul><li>Keep one vehicle alive until the fifth circle as mobile cover.</li><li>Park it across the line of fire, never parallel to it.</li><li>Refuel during loot time, not during rotations.</li></ul>
<p>Placement points decide more qualifiers than kills. Survive first; the fights will come to you.</p>`,
  },
  {
    slug: 'valorant-aim-routine-15-minutes',
    title: 'A 15-Minute Valorant Aim Routine Before Every Match',
    excerpt:
      'A short, repeatable warm-up that our Semi-Final players use: crosshair placement, micro-adjustments and counter-strafing.',
    featured: true,
    thumbnail: '/images/blog/thumbnail-07.svg',
    daysAgo: 5,
    content: `<p>Warming up is not about hitting flashy flicks. It is about making your first duel of the match feel like your hundredth.</p>
<h2>Minutes 1 to 5: crosshair placement</h2>
<p>Walk the map you are about to play in a custom game and keep your crosshair at head height on every common angle. Do not shoot; just place.</p>
<h2>Minutes 6 to 10: micro-adjustments</h2>
<p>In the Range, set bots to strafe and fire single taps. Focus on small corrections after the first bullet rather than spraying.</p>
<h2>Minutes 11 to 15: counter-strafing</h2>
<p>Strafe, stop, shoot. Your first bullet must leave the barrel while you are fully still. Finish with five deathmatch kills using only your primary weapon.</p>
<p>Keep the routine the same every day so that any change in your performance tells you something.</p>`,
  },
  {
    slug: 'how-arena-qualifiers-work',
    title: 'How Arena Qualifiers Work: Passes, Risk Tiers and the Road to the National Finals',
    excerpt:
      'Everything a new player needs to know: what a pass buys, how the 15 qualifiers lead to the Semi-Finals, and how prizes are paid.',
    daysAgo: 9,
    content: `<p>Every pass grants entry to one qualifier. Fifteen qualifiers lead to the Semi-Finals, and the best Semi-Finalists play the National Finals.</p>
<h2>Solo or squad</h2>
<p>Solo passes cost ₹1,500 (Max) or ₹500 (Lite). Squad passes cost ₹6,000 (Max) or ₹2,000 (Lite) for the whole team.</p>
<h2>High Risk or Low Risk</h2>
<p>High Risk gives about a 10% win chance with bigger prizes for fewer winners. Low Risk gives about a 30% win chance with more, smaller prizes. Both tiers publish their prize tables before you pay.</p>
<h2>Getting paid</h2>
<p>Prizes go to the verified winner's bank account after tax deduction at source where the law requires it, usually within seven working days of results being final.</p>`,
  },
  {
    slug: 'free-fire-max-sensitivity-settings',
    title: 'Free Fire Max Sensitivity Settings That Actually Help',
    excerpt:
      'Stop copying pro settings blindly. Here is how to tune general, red dot and scope sensitivity for your own device.',
    daysAgo: 14,
    content: `<p>The right sensitivity depends on your device, your screen size and your thumb. Copying a professional's numbers is a starting point, not an answer.</p>
<h2>Start with general sensitivity</h2>
<p>Set it so that a full swipe across the right half of the screen turns you about 180 degrees. That keeps quick turns possible without overshooting.</p>
<h2>Tune red dot and 2x separately</h2>
<p>Practise drag headshots at 20 metres in training mode and lower red dot sensitivity until your crosshair stops above the head rather than beyond it.</p>
<p>Change one number at a time and play three matches before judging it.</p>`,
  },
  {
    slug: 'staying-healthy-during-long-gaming-sessions',
    title: 'Staying Sharp During Long Tournament Days',
    excerpt:
      'Hydration, posture and short breaks: simple habits that keep your reactions fast from the first match to the fifth.',
    daysAgo: 20,
    content: `<p>Five matches in an evening is a long session. Reaction time drops measurably after ninety minutes without a break.</p>
<ul><li>Drink water between matches, not energy drinks during them.</li><li>Stand up and stretch your wrists and shoulders for two minutes after every match.</li><li>Keep your screen at eye level and your elbows supported.</li></ul>
<p>Sleep the night before matters more than any warm-up routine.</p>`,
  },
  {
    slug: 'national-finals-2027-venue-announcement',
    title: 'National Finals 2027: Venue Announcement',
    excerpt:
      'Draft: the venue and dates of the next National Finals, to be published once contracts are signed.',
    published: false,
    daysAgo: 1,
    content:
      '<p>Draft. The venue, dates and travel support for National Finals finalists will be announced here.</p>',
  },
];

export async function seedBlog(em: EntityManager): Promise<void> {
  const now = Date.now();
  for (const post of posts) {
    const date = new Date(now - post.daysAgo * 24 * 60 * 60 * 1000);
    const content = sanitizeRichText(post.content);
    const published = post.published ?? true;
    em.create(BlogPost, {
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      content,
      thumbnail: post.thumbnail ?? null,
      featured: post.featured ?? false,
      published,
      readTimeMinutes: readTimeMinutes(content),
      publishedAt: published ? date : null,
      createdAt: date,
      updatedAt: date,
    });
  }
  await em.flush();
}
