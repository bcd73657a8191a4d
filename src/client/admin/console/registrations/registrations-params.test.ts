import { describe, expect, it } from 'vitest';
import {
  isFiltered,
  playersText,
  readRegistrationsView,
  writeRegistrationsView,
} from './registrations-params.ts';
import { showingText } from '../list-query.ts';

describe('registrations view in the URL', () => {
  it('reads defaults for a bare or bad query', () => {
    expect(readRegistrationsView(new URLSearchParams('section=registrations'))).toEqual({
      search: '',
      game: '',
      format: null,
      status: null,
      order: 'desc',
      page: 1,
      registration: null,
    });
    expect(
      readRegistrationsView(new URLSearchParams('game=BG%20MI&format=duo&status=refunded&order=up&page=-2')),
    ).toMatchObject({ game: '', format: null, status: null, order: 'desc', page: 1 });
    expect(readRegistrationsView(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('reads a full query', () => {
    const params = new URLSearchParams(
      'section=registrations&q=%20priya%20&game=bgmi&format=squad&status=paid&order=asc&page=3&registration=abc',
    );
    expect(readRegistrationsView(params)).toEqual({
      search: 'priya',
      game: 'bgmi',
      format: 'squad',
      status: 'paid',
      order: 'asc',
      page: 3,
      registration: 'abc',
    });
  });

  it('writes changes, keeping the section and going back to page 1 on a new filter', () => {
    const params = new URLSearchParams('section=registrations&q=asha&page=4');
    expect(writeRegistrationsView(params, { game: 'valorant' }).toString()).toBe(
      'section=registrations&q=asha&game=valorant',
    );
    expect(writeRegistrationsView(params, { status: 'pending_payment', format: 'solo' }).toString()).toBe(
      'section=registrations&q=asha&format=solo&status=pending_payment',
    );
    expect(writeRegistrationsView(params, { order: 'asc' }).toString()).toBe(
      'section=registrations&q=asha&order=asc',
    );
    expect(writeRegistrationsView(params, { page: 5 }).toString()).toBe(
      'section=registrations&q=asha&page=5',
    );
    expect(writeRegistrationsView(params, { registration: 'r1' }).toString()).toBe(
      'section=registrations&q=asha&page=4&registration=r1',
    );
  });

  it('leaves defaults out', () => {
    const params = new URLSearchParams(
      'section=registrations&q=x&game=bgmi&order=asc&page=2&registration=r1',
    );
    expect(
      writeRegistrationsView(params, {
        search: ' ',
        game: '',
        format: null,
        status: null,
        order: 'desc',
        page: 1,
        registration: null,
      }).toString(),
    ).toBe('section=registrations');
  });

  it('knows when the list is narrowed', () => {
    const view = readRegistrationsView(new URLSearchParams('order=asc&page=2'));
    expect(isFiltered(view)).toBe(false);
    expect(isFiltered({ ...view, status: 'paid' })).toBe(true);
    expect(isFiltered({ ...view, search: 'a' })).toBe(true);
  });
});

describe('texts', () => {
  it('says which rows are shown', () => {
    expect(showingText(2, 25, 25, 73)).toBe('Showing 26–50 of 73');
    expect(showingText(1, 25, 0, 0)).toBeNull();
  });

  it('counts players', () => {
    expect(playersText(1)).toBe('1 player');
    expect(playersText(4)).toBe('4 players');
  });
});
