import type { EntityManager } from '@mikro-orm/postgresql';
import type { PageSlug } from '../../shared/pages-rules.ts';
import { MIN_AGE } from '../../shared/registration-rules.ts';
import { StaticPage } from './entities.ts';

interface SeedPage {
  title: string;
  content: string;
  contact?: { orgName: string; email: string; phone: string; address: string; additional: string };
  /** The Hindi version (both title and content, or none). */
  hindi?: { title: string; content: string };
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
  // Issue 27: the policies say what the Promotion and Regulation of Online Gaming Act 2025 asks of
  // an e-sport (an entry fee, prizes fixed in advance and awarded on performance), in
  // both languages. Migration20261128054000_ESportPolicies brings databases still holding the
  // earlier seed text up to these; an organiser's edit stays.
  'refund-policy': {
    title: 'Refund Policy',
    content: `<p>A pass is an entry (participation) fee for one qualifier of a skill-based e-sports competition. Prizes are fixed in advance and awarded on performance; there is no wallet, no deposits and no stakes. Refunds follow these rules:</p>
<ul><li>A qualifier cancelled by us is refunded in full to the original payment method within 7 working days.</li><li>A pass may be refunded on request until 24 hours before its first match.</li><li>No refund is due once a match of the pass has started, or after disqualification for breaking the game policy.</li></ul>
<p>Every paid pass gets a GST tax invoice; a refund gets a credit note against it.</p>
<p>Write to support@arena-championships.in with your registration e-mail to ask for a refund.</p>`,
    hindi: {
      title: 'रिफ़ंड नीति',
      content: `<p>पास कौशल पर आधारित ई-स्पोर्ट्स प्रतियोगिता के एक क्वालिफ़ायर में भाग लेने का एंट्री (प्रवेश) शुल्क है। इनाम पहले से तय हैं और प्रदर्शन के आधार पर दिए जाते हैं; कोई वॉलेट, डिपॉज़िट या दांव नहीं है। रिफ़ंड इन नियमों के अनुसार होते हैं:</p>
<ul><li>हमारे द्वारा रद्द किए गए क्वालिफ़ायर का पूरा पैसा 7 कार्य दिवसों में उसी भुगतान माध्यम में लौटाया जाता है।</li><li>पास के पहले मैच से 24 घंटे पहले तक अनुरोध पर रिफ़ंड मिल सकता है।</li><li>पास का कोई मैच शुरू होने के बाद, या गेम नीति तोड़ने पर अयोग्य ठहराए जाने के बाद, कोई रिफ़ंड नहीं मिलता।</li></ul>
<p>हर भुगतान किए गए पास का GST टैक्स इनवॉइस जारी होता है; रिफ़ंड पर उसके सामने क्रेडिट नोट जारी होता है।</p>
<p>रिफ़ंड के लिए अपने रजिस्ट्रेशन ई-मेल से support@arena-championships.in पर लिखें।</p>`,
    },
  },
  'game-policy': {
    title: 'Game Policy',
    content: `<p>Arena Championships is a skill-based e-sports competition: an organised competition under predefined rules whose outcome depends on the players' skill. Every match is played under the publisher's terms and the rules below.</p>
<ul><li>The entry fee is a participation fee for one qualifier, never a stake: there is no wallet, no deposits and no betting on any match.</li><li>Prizes are fixed in advance and awarded on performance: placement and points, under the published scoring rules.</li><li>One account per player; sharing game credentials is not allowed.</li><li>Cheats, emulators where forbidden, scripts and teaming lead to disqualification without refund.</li><li>Room details are released to registered players shortly before a match and must not be shared.</li><li>Results, disputes, standings and prizes follow the championship rules below.</li></ul>`,
    hindi: {
      title: 'गेम नीति',
      content: `<p>Arena Championships कौशल पर आधारित ई-स्पोर्ट्स प्रतियोगिता है: पहले से तय नियमों वाली एक संगठित प्रतियोगिता, जिसका नतीजा खिलाड़ियों के कौशल पर निर्भर करता है। हर मैच पब्लिशर की शर्तों और नीचे दिए नियमों के तहत खेला जाता है।</p>
<ul><li>एंट्री शुल्क एक क्वालिफ़ायर में भाग लेने का शुल्क है, दांव नहीं: कोई वॉलेट, डिपॉज़िट या किसी मैच पर सट्टा नहीं है।</li><li>इनाम पहले से तय हैं और प्रदर्शन के आधार पर दिए जाते हैं: प्रकाशित स्कोरिंग नियमों के तहत रैंक और पॉइंट्स पर।</li><li>हर खिलाड़ी का एक ही अकाउंट; गेम क्रेडेंशियल साझा करने की अनुमति नहीं है।</li><li>चीट, जहाँ मना हो वहाँ एमुलेटर, स्क्रिप्ट और टीमिंग पर बिना रिफ़ंड के अयोग्य ठहराया जाता है।</li><li>रूम की जानकारी मैच से थोड़ा पहले रजिस्टर्ड खिलाड़ियों को दी जाती है और उसे साझा नहीं करना है।</li><li>नतीजे, विवाद, स्टैंडिंग और इनाम नीचे दिए चैंपियनशिप नियमों के अनुसार होते हैं।</li></ul>`,
    },
  },
  'terms-conditions': {
    title: 'Terms & Conditions',
    content: `<p>By registering you agree to these terms.</p>
<h2>Eligibility</h2>
<p>You must be ${MIN_AGE} or older, resident in India, and use a 10-digit Indian mobile number.</p>
<h2>Entry fees and prizes</h2>
<p>A pass is an entry (participation) fee for one qualifier of a skill-based e-sports competition. Prices and prize tables are shown before payment. Prizes are fixed in advance and awarded on performance: placement and points, under the published scoring rules. There is no wallet, no deposits and no stakes. Refunds follow the Refund Policy, and every paid pass gets a GST tax invoice.</p>
<p>Prizes are paid to the verified winner's bank account after tax deduction at source where the law requires it.</p>
<h2>Conduct</h2>
<p>We may suspend accounts that break the game policy. These terms are governed by the laws of India; courts at Bengaluru have jurisdiction.</p>`,
    hindi: {
      title: 'नियम और शर्तें',
      content: `<p>रजिस्टर करके आप इन शर्तों से सहमत होते हैं।</p>
<h2>पात्रता</h2>
<p>आपकी उम्र ${MIN_AGE} वर्ष या उससे अधिक हो, आप भारत में रहते हों और 10 अंकों का भारतीय मोबाइल नंबर इस्तेमाल करें।</p>
<h2>एंट्री शुल्क और इनाम</h2>
<p>पास कौशल पर आधारित ई-स्पोर्ट्स प्रतियोगिता के एक क्वालिफ़ायर में भाग लेने का एंट्री (प्रवेश) शुल्क है। कीमतें और प्राइज़ टेबल भुगतान से पहले दिखाई जाती हैं। इनाम पहले से तय हैं और प्रदर्शन के आधार पर दिए जाते हैं: प्रकाशित स्कोरिंग नियमों के तहत रैंक और पॉइंट्स पर। कोई वॉलेट, डिपॉज़िट या दांव नहीं है। रिफ़ंड रिफ़ंड नीति के अनुसार होते हैं, और हर भुगतान किए गए पास का GST टैक्स इनवॉइस जारी होता है।</p>
<p>इनाम सत्यापित विजेता के बैंक खाते में भेजे जाते हैं, जहाँ कानून कहे वहाँ स्रोत पर कर (TDS) काटकर।</p>
<h2>आचरण</h2>
<p>गेम नीति तोड़ने वाले अकाउंट हम निलंबित कर सकते हैं। ये शर्तें भारत के कानूनों के अधीन हैं; बेंगलुरु की अदालतों का क्षेत्राधिकार है।</p>`,
    },
  },
};

export async function seedPages(em: EntityManager): Promise<void> {
  for (const [slug, page] of Object.entries(pages)) {
    em.create(StaticPage, {
      slug,
      title: page.title,
      content: page.content,
      ...(page.hindi ? { titleHi: page.hindi.title, contentHi: page.hindi.content } : {}),
      ...page.contact,
    });
  }
  await em.flush();
}
