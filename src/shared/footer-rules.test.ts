import { describe, expect, it } from 'vitest';
import { groupBySection, opensInDialog, sectionTitle } from './footer-rules.ts';

describe('footer rules', () => {
  it('groups links by section, the known sections first, in order, then the others by name', () => {
    const links = [
      { section: 'zeta', id: 1 },
      { section: 'about', id: 2 },
      { section: 'quick-links', id: 3 },
      { section: 'alpha', id: 4 },
      { section: 'about', id: 5 },
    ];
    expect(groupBySection(links)).toEqual([
      ['quick-links', [{ section: 'quick-links', id: 3 }]],
      [
        'about',
        [
          { section: 'about', id: 2 },
          { section: 'about', id: 5 },
        ],
      ],
      ['alpha', [{ section: 'alpha', id: 4 }]],
      ['zeta', [{ section: 'zeta', id: 1 }]],
    ]);
  });

  it('names sections and tells which links open a dialog', () => {
    expect(sectionTitle('quick-links')).toBe('Quick Links');
    expect(sectionTitle('season-two')).toBe('Season Two');
    expect(opensInDialog({ section: 'about', content: '<p>Hi</p>' })).toBe(true);
    expect(opensInDialog({ section: 'about', content: '  ' })).toBe(false);
    expect(opensInDialog({ section: 'quick-links', content: '<p>Hi</p>' })).toBe(false);
  });
});
