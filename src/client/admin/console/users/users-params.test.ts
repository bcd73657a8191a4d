import { describe, expect, it } from 'vitest';
import { showingText } from '../list-query.ts';
import { nextSort, readUsersView, writeUsersView } from './users-params.ts';

describe('users view in the URL', () => {
  it('reads defaults for a bare or bad query', () => {
    expect(readUsersView(new URLSearchParams('section=users'))).toEqual({
      search: '',
      sort: 'createdAt',
      order: 'desc',
      page: 1,
      user: null,
    });
    expect(readUsersView(new URLSearchParams('sort=password&order=up&page=-2'))).toMatchObject({
      sort: 'createdAt',
      order: 'desc',
      page: 1,
    });
    expect(readUsersView(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('reads a full query', () => {
    const params = new URLSearchParams('section=users&q=%20priya%20&sort=email&order=asc&page=3&user=abc');
    expect(readUsersView(params)).toEqual({
      search: 'priya',
      sort: 'email',
      order: 'asc',
      page: 3,
      user: 'abc',
    });
  });

  it('keeps other parameters and goes back to page 1 on a new search or sort', () => {
    const params = new URLSearchParams('section=users&page=4&q=old');
    expect(writeUsersView(params, { search: 'new' }).toString()).toBe('section=users&q=new');
    expect(writeUsersView(params, { sort: 'name', order: 'asc' }).toString()).toBe(
      'section=users&q=old&sort=name&order=asc',
    );
    expect(writeUsersView(params, { page: 5 }).toString()).toBe('section=users&page=5&q=old');
  });

  it('leaves defaults out', () => {
    const params = new URLSearchParams('section=users&sort=name&order=asc&page=2&user=x');
    expect(writeUsersView(params, { sort: 'createdAt', order: 'desc', user: null }).toString()).toBe(
      'section=users',
    );
    expect(writeUsersView(new URLSearchParams('section=users&q=a'), { search: '  ' }).toString()).toBe(
      'section=users',
    );
  });

  it('flips the sorted column and starts a new one in its natural order', () => {
    expect(nextSort({ sort: 'createdAt', order: 'desc' }, 'name')).toEqual({ sort: 'name', order: 'asc' });
    expect(nextSort({ sort: 'name', order: 'asc' }, 'name')).toEqual({ sort: 'name', order: 'desc' });
    expect(nextSort({ sort: 'name', order: 'asc' }, 'createdAt')).toEqual({
      sort: 'createdAt',
      order: 'desc',
    });
  });

  it('says which rows are shown', () => {
    expect(showingText(1, 25, 25, 73)).toBe('Showing 1–25 of 73');
    expect(showingText(3, 25, 23, 73)).toBe('Showing 51–73 of 73');
    expect(showingText(1, 25, 0, 0)).toBeNull();
  });
});
