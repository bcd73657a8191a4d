import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locale.ts';
import { EVENT_TYPES } from './catalogue.ts';
import { renderEvent } from './texts.ts';

// Every event has its words in every language, filled from its parameters.

const PARAMS = {
  amount: '₹1,500',
  tds: '₹150',
  utr: 'UTR123',
  game: 'BGMI',
  pool: 3,
  from: 4,
  to: 3,
  places: 6,
  match: 2,
  rank: 5,
  points: 12,
  finishes: 3,
  outcome: 'placement',
  score: '',
  poolRank: 4,
  previousRank: 6,
  reference: 'GR-2026-0001',
  answer: 'reply',
  player: 'Asha',
  joined: 3,
  size: 4,
  stage: 'semi-final',
  count: 2,
  days: 30,
  oldest: '1 Nov 2026',
  payment: 'pay-1',
  problem: 'A refund of ₹1,500 failed.',
  reason: 'bank account closed',
  ending: 'failed',
  month: '2026-11',
  roomId: '12345',
  startsAt: '7:30 pm',
  time: '19:30',
  date: '28 Nov 2026',
  closesAt: '7:20 pm',
};

describe('event texts', () => {
  it.each(EVENT_TYPES)('%s: a title and a body in each language, every parameter filled', (type) => {
    for (const language of LOCALES) {
      const text = renderEvent(type, language, PARAMS);
      expect(text.title.length).toBeGreaterThan(0);
      expect(text.title.length).toBeLessThanOrEqual(200);
      expect(text.body.length).toBeGreaterThan(0);
      expect(`${text.title} ${text.body}`).not.toMatch(/undefined|NaN|\[object/);
    }
  });

  it('speaks Hindi to a Hindi player, and keeps a grievance in the language it was raised in', () => {
    expect(renderEvent('payment.received', 'hi', PARAMS).title).toBe('भुगतान सफल! रजिस्ट्रेशन पूरा हुआ!');
    expect(renderEvent('grievance.answered', 'en', { ...PARAMS, language: 'hi' }).title).toBe(
      'आपकी शिकायत GR-2026-0001 का उत्तर',
    );
  });

  it('says when a result moved the pool rank', () => {
    expect(renderEvent('result.recorded', 'en', PARAMS).body).toBe(
      'You placed #5 with 3 finishes: 12 points. Your rank in the pool changed from 6 to 4.',
    );
    expect(renderEvent('result.recorded', 'en', { ...PARAMS, previousRank: 4 }).body).toContain(
      'You are ranked 4 in your pool.',
    );
  });
});
