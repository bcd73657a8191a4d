// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { overwriteGetLocale } from '../../../paraglide/runtime.js';
import type { RouterOutputs } from '../../lib/trpc.ts';
import { TaxStatementCard } from './tax-statement.tsx';

// The dashboard's tax statement (decision 26, "Tax"): a year's paid prizes with totals, the
// deductor, the picker of the years paid in, Print and the PDF of the year shown.

type Statement = RouterOutputs['prizes']['statement'];

const statement = (overrides: Partial<Statement> = {}): Statement => ({
  financialYear: '2031-32',
  years: ['2031-32', '2030-31'],
  rows: [
    {
      payoutId: 'p1',
      paidAt: new Date('2031-04-01T00:00:00+05:30'),
      game: 'BGMI',
      stage: 'qualifier',
      month: '2031-03',
      pool: 2,
      grossPaise: 50_000,
      tdsPaise: 15_000,
      netPaise: 35_000,
      utr: 'UTRFIRSTOFNEXT1',
    },
  ],
  totals: { grossPaise: 50_000, tdsPaise: 15_000, netPaise: 35_000 },
  pan: 'ABCDE••••F',
  panName: 'राहुल कुमार',
  deductor: { name: 'Arena Esports Pvt Ltd', tan: null, section: '194BA' },
  ...overrides,
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const container = document.createElement('div');
document.body.append(container);
const root = createRoot(container);
afterEach(() => {
  act(() => root.render(null));
  overwriteGetLocale(() => 'en');
});

const draw = (s: Statement, onYearChange = vi.fn()) => {
  act(() => root.render(<TaxStatementCard statement={s} onYearChange={onYearChange} />));
  return onYearChange;
};
const text = () => container.textContent ?? '';

describe('TaxStatementCard', () => {
  it('lists the prizes with totals, the deductor (TAN not set yet) and the PDF of the year', () => {
    draw(statement());
    expect([...container.querySelectorAll('tbody td')].map((td) => td.textContent)).toEqual([
      '1 Apr 2031',
      'BGMI, Qualifier March 2031, pool 2',
      '₹500',
      '₹150',
      '₹350',
      'UTRFIRSTOFNEXT1',
    ]);
    expect(container.querySelector('tfoot')?.textContent).toBe('Total₹500₹150₹350');
    expect(text()).toContain('Deducted by Arena Esports Pvt Ltd (TAN not set yet) under section 194BA.');
    expect(text()).toContain('PAN ABCDE••••F, name on the PAN: राहुल कुमार');
    const pdf = container.querySelector('a[download]');
    expect(pdf?.getAttribute('href')).toBe('/api/prizes/statement.pdf?fy=2031-32');
    expect(pdf?.textContent).toBe('Download PDF');
  });

  it('picks another year the player was paid in', () => {
    const onYearChange = draw(statement());
    const picker = container.querySelector('select')!;
    expect([...picker.options].map((o) => o.value)).toEqual(['2031-32', '2030-31']);
    act(() => {
      picker.value = '2030-31';
      picker.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(onYearChange).toHaveBeenCalledWith('2030-31');
  });

  it('says so for a year with no prizes paid, in Hindi too', () => {
    draw(
      statement({ financialYear: '2032-33', rows: [], totals: { grossPaise: 0, tdsPaise: 0, netPaise: 0 } }),
    );
    expect(container.querySelector('table')).toBeNull();
    expect(text()).toContain('No prizes paid in this year.');
    expect([...container.querySelectorAll('option')].map((o) => o.value)).toEqual([
      '2032-33',
      '2031-32',
      '2030-31',
    ]);
    overwriteGetLocale(() => 'hi');
    draw(statement({ rows: [] }));
    expect(text()).toContain('इस वर्ष कोई पुरस्कार नहीं दिया गया।');
  });
});
