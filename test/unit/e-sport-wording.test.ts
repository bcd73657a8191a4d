import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 27: the Promotion and Regulation of Online Gaming Act 2025 allows e-sports (an entry fee,
// prizes fixed in advance and awarded on performance) and bans money games; the words below read as
// a money game. No message in either language and no seed text may use them, except the phrases
// allowed below.

const ROOT = path.resolve(import.meta.dirname, '../..');

const BANNED: readonly { word: string; pattern: RegExp }[] = [
  { word: 'wallet', pattern: /\bwallets?\b/i },
  { word: 'deposit', pattern: /\bdeposit(s|ed|ing)?\b/i },
  { word: 'add cash', pattern: /\badd(ing)? cash\b/i },
  { word: 'bet', pattern: /\bbet(s|ting|tor)?\b/i },
  { word: 'wager', pattern: /\bwager(s|ed|ing)?\b/i },
  { word: 'stake', pattern: /\bstakes?\b/i },
  { word: 'odds', pattern: /\bodds\b/i },
  { word: 'winnings', pattern: /\bwinnings\b/i },
  // Hindi: wallet, deposit, stake / bet, betting.
  { word: 'वॉलेट', pattern: /वॉलेट/ },
  { word: 'डिपॉज़िट', pattern: /डिपॉज़िट|डिपॉजिट/ },
  { word: 'दांव', pattern: /दांव|दाँव/ },
  { word: 'सट्टा', pattern: /सट्टा|सट्टे/ },
];

/**
 * Phrases that use a banned word to say the opposite, or the law's own term; they are removed
 * before the scan. Keep this list short and each entry justified.
 */
const ALLOWED: readonly string[] = [
  // Section 194BA's term: the TDS note quotes the Income-tax Act.
  'net winnings',
  'winnings already taxed',
  // The policies saying what the competition is not.
  'no wallet, no deposits and no stakes',
  'no wallet, no deposits and no betting',
  'never a stake',
  'कोई वॉलेट, डिपॉज़िट या दांव नहीं',
  'कोई वॉलेट, डिपॉज़िट या किसी मैच पर सट्टा नहीं',
  'दांव नहीं',
];

function banned(text: string): string[] {
  let rest = text;
  for (const phrase of ALLOWED) rest = rest.split(phrase).join(' ');
  return BANNED.filter(({ pattern }) => pattern.test(rest)).map(({ word }) => word);
}

function messageFiles(): string[] {
  const dir = path.join(ROOT, 'messages');
  return fs
    .readdirSync(dir)
    .flatMap((area) => ['en.json', 'hi.json'].map((file) => path.join(dir, area, file)))
    .filter((file) => fs.existsSync(file));
}

function seedFiles(): string[] {
  const dir = path.join(ROOT, 'src/server');
  return fs.readdirSync(dir).flatMap((feature) => {
    const folder = path.join(dir, feature);
    return fs.statSync(folder).isDirectory()
      ? fs
          .readdirSync(folder)
          .filter((f) => /^seed.*\.ts$/.test(f) && !f.includes('.test.'))
          .map((f) => path.join(folder, f))
      : [];
  });
}

describe('wording that reads as an e-sport, not a money game', () => {
  it('finds the banned words, and lets the allowed phrases pass', () => {
    expect(banned('Add cash to your wallet')).toEqual(['wallet', 'add cash']);
    expect(banned('Place a bet at good odds')).toEqual(['bet', 'odds']);
    expect(banned('आपके वॉलेट में')).toEqual(['वॉलेट']);
    expect(banned('TDS is on your net winnings')).toEqual([]);
    expect(banned('Better players beat the odds')).toEqual(['odds']);
  });

  it('no message, in English or Hindi, uses them', () => {
    const found: string[] = [];
    for (const file of messageFiles()) {
      const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      for (const [key, value] of Object.entries(messages)) {
        const words = banned(JSON.stringify(value));
        if (words.length > 0) found.push(`${path.relative(ROOT, file)} ${key}: ${words.join(', ')}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('no seed text (pages, footer, blog, demo data) uses them', () => {
    const files = seedFiles();
    expect(files.map((file) => path.relative(ROOT, file))).toContain('src/server/pages/seed.ts');
    const found = files.flatMap((file) => {
      const words = banned(fs.readFileSync(file, 'utf8'));
      return words.length > 0 ? [`${path.relative(ROOT, file)}: ${words.join(', ')}`] : [];
    });
    expect(found).toEqual([]);
  });
});
