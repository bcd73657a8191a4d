import { describe, expect, it } from 'vitest';
import { filtersFromParams, withFilters } from './filters.ts';

describe('audit filters in the URL', () => {
  it('reads the filters, trimmed, without the empty ones', () => {
    const params = new URLSearchParams('section=audit&entity=%20BlogPost%20&action=&to=2026-11-25');
    expect(filtersFromParams(params)).toEqual({ entity: 'BlogPost', to: '2026-11-25' });
  });

  it('replaces the filters and keeps every other parameter', () => {
    const params = new URLSearchParams('section=audit&entity=Game&action=game.update');
    expect(withFilters(params, { entity: 'BlogPost', actor: ' ' }).toString()).toBe(
      'section=audit&entity=BlogPost',
    );
    expect(withFilters(params, {}).toString()).toBe('section=audit');
  });
});
