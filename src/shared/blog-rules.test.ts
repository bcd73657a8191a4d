import { describe, expect, it } from 'vitest';
import {
  BLOG_FALLBACK_THUMBNAIL_COUNT,
  countWords,
  fallbackThumbnail,
  matchesSearch,
  readTimeMinutes,
  slugify,
} from './blog-rules.ts';

describe('readTimeMinutes', () => {
  const words = (n: number) => `<p>${Array.from({ length: n }, () => 'play').join(' ')}</p>`;

  it('reads 200 words a minute, rounding up, at least one minute', () => {
    expect(readTimeMinutes('')).toBe(1);
    expect(readTimeMinutes(words(200))).toBe(1);
    expect(readTimeMinutes(words(201))).toBe(2);
    expect(readTimeMinutes(words(1000))).toBe(5);
  });

  it('counts the words of the text, not the markup', () => {
    expect(
      countWords('<h2>Two words</h2><p>and&nbsp;three <a href="https://x.example/a b">more</a></p>'),
    ).toBe(5);
    expect(countWords('<script>var a = 1 2 3</script><p>one</p>')).toBe(1);
    expect(countWords('<p>₹1,500 — पास</p>')).toBe(2);
  });
});

describe('fallbackThumbnail', () => {
  it('picks one of the 10 shipped images, the same one for the same id', () => {
    const ids = Array.from(
      { length: 200 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const picks = ids.map(fallbackThumbnail);
    expect(new Set(picks).size).toBe(BLOG_FALLBACK_THUMBNAIL_COUNT);
    for (const pick of picks) expect(pick).toMatch(/^\/images\/blog\/thumbnail-(0[1-9]|10)\.svg$/);
    expect(fallbackThumbnail(ids[7]!)).toBe(picks[7]);
  });
});

describe('matchesSearch', () => {
  const post = { title: 'BGMI Rotation Guide', excerpt: 'Edge play and early rotations' };

  it('matches a case-insensitive substring of the title or the excerpt', () => {
    expect(matchesSearch(post, 'rotation')).toBe(true);
    expect(matchesSearch(post, 'EDGE PLAY')).toBe(true);
    expect(matchesSearch(post, '  bgmi ')).toBe(true);
    expect(matchesSearch(post, 'valorant')).toBe(false);
    expect(matchesSearch(post, '')).toBe(true);
  });
});

describe('slugify', () => {
  it('makes URL-safe slugs', () => {
    expect(slugify('Top 10 BGMI Tips (2026)!')).toBe('top-10-bgmi-tips-2026');
    expect(slugify('  Café & Crème  ')).toBe('cafe-and-creme');
    expect(slugify('पास')).toBe('');
    expect(slugify('a'.repeat(130))).toHaveLength(120);
  });
});
