// The seed texts of the Refund Policy, Game Policy and Terms & Conditions before issue 27, as
// Migration20261128054000_ESportPolicies matches them (a database seeded before it holds these).
export const EARLIER_POLICY_SEEDS = {
  'refund-policy':
    '<p>A pass grants entry to one qualifier. Refunds follow these rules:</p>\n<ul><li>A qualifier cancelled by us is refunded in full to the original payment method within 7 working days.</li><li>A pass may be refunded on request until 24 hours before its first match.</li><li>No refund is due once a match of the pass has started, or after disqualification for breaking the game policy.</li></ul>\n<p>Write to support@arena-championships.in with your registration e-mail to ask for a refund.</p>',
  'game-policy':
    "<p>Every match is played under the publisher's terms and the rules below.</p>\n<ul><li>One account per player; sharing game credentials is not allowed.</li><li>Cheats, emulators where forbidden, scripts and teaming lead to disqualification without refund.</li><li>Room details are released to registered players shortly before a match and must not be shared.</li><li>Results, disputes, standings and prizes follow the championship rules below.</li></ul>",
  'terms-conditions':
    "<p>By registering you agree to these terms.</p>\n<h2>Eligibility</h2>\n<p>You must be 18 or older, resident in India, and use a 10-digit Indian mobile number.</p>\n<h2>Passes and prizes</h2>\n<p>Prices and prize tables are shown before payment. Prizes are paid to the verified winner's bank account after tax deduction at source where the law requires it.</p>\n<h2>Conduct</h2>\n<p>We may suspend accounts that break the game policy. These terms are governed by the laws of India; courts at Bengaluru have jurisdiction.</p>",
} as const;
