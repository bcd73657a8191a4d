import { describe, expect, it } from 'vitest';
import { filtersFromParams, withFilters } from './delivery-filters.ts';

describe("the delivery log's filters in the URL", () => {
  it('reads the filters, trimmed, and drops empty ones', () => {
    const params = new URLSearchParams('section=notifications&status=failed&recipient=%20asha%20&event=');
    expect(filtersFromParams(params)).toEqual({ status: 'failed', recipient: 'asha' });
  });

  it('replaces the filters and keeps the section', () => {
    const params = new URLSearchParams('section=notifications&status=failed&channel=sms');
    expect(withFilters(params, { channel: 'email', from: '2026-09-15' }).toString()).toBe(
      'section=notifications&channel=email&from=2026-09-15',
    );
    expect(withFilters(params, {}).toString()).toBe('section=notifications');
  });
});
