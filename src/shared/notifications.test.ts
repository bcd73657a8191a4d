import { describe, expect, it } from 'vitest';
import { QUIET_HOURS_RULE, quietHoursRelease, wants } from './notifications.ts';

// Quiet hours in India's time (UTC+05:30) and who may turn what off (docs/decisions/0028-notifications.md).

const ist = (day: number, hhmm: string) =>
  new Date(`2026-11-${String(day).padStart(2, '0')}T${hhmm}:00+05:30`);

describe('quiet hours', () => {
  it('holds a message made inside them until they end, across midnight', () => {
    expect(quietHoursRelease('22:00-08:00', ist(27, '22:00'))).toEqual(ist(28, '08:00'));
    expect(quietHoursRelease('22:00-08:00', ist(27, '23:59'))).toEqual(ist(28, '08:00'));
    expect(quietHoursRelease('22:00-08:00', ist(28, '00:30'))).toEqual(ist(28, '08:00'));
    expect(quietHoursRelease('22:00-08:00', ist(28, '07:59'))).toEqual(ist(28, '08:00'));
  });

  it('lets a message outside them go at once: the end is outside, the start inside', () => {
    for (const at of [ist(28, '08:00'), ist(28, '12:00'), ist(28, '21:59')])
      expect(quietHoursRelease('22:00-08:00', at)).toEqual(at);
  });

  it('works for a window within one day, and off', () => {
    expect(quietHoursRelease('13:00-15:00', ist(28, '14:00'))).toEqual(ist(28, '15:00'));
    expect(quietHoursRelease('13:00-15:00', ist(28, '15:00'))).toEqual(ist(28, '15:00'));
    expect(quietHoursRelease('off', ist(28, '23:00'))).toEqual(ist(28, '23:00'));
  });

  it('accepts HH:MM-HH:MM or off, nothing else', () => {
    for (const ok of ['22:00-08:00', '00:00-06:30', 'off'])
      expect(QUIET_HOURS_RULE.safeParse(ok).success).toBe(true);
    for (const bad of ['22-08', '24:00-08:00', '22:00-22:00', '10pm-8am', ''])
      expect(QUIET_HOURS_RULE.safeParse(bad).success).toBe(false);
  });
});

describe('preferences', () => {
  it('keeps money and security on in the app and by e-mail whatever is stored', () => {
    const off = { money: { email: false, inApp: false, push: false }, security: { email: false } };
    expect(wants(off, 'money', 'email')).toBe(true);
    expect(wants(off, 'money', 'inApp')).toBe(true);
    expect(wants(off, 'security', 'email')).toBe(true);
    expect(wants(off, 'money', 'push')).toBe(false);
  });

  it('takes the defaults where nothing is stored', () => {
    expect(wants(null, 'match', 'push')).toBe(true);
    expect(wants(null, 'results', 'sms')).toBe(false);
    expect(wants({ results: { sms: true } }, 'results', 'sms')).toBe(true);
  });
});
