import { describe, expect, it } from 'vitest';
import { readListInput } from './list-query.ts';
import { REGISTRATIONS_URL } from './registrations/registrations-params.ts';
import { USERS_URL } from './users/users-params.ts';

describe("a list's URL as its procedure's input", () => {
  it('reads the fields with the schema, under their URL names, a page of 25', () => {
    const params = new URLSearchParams('section=users&q=%20priya%20&sort=email&order=asc&page=2&user=u1');
    expect(readListInput(USERS_URL, params)).toEqual({
      search: 'priya',
      sort: 'email',
      order: 'asc',
      page: 2,
      pageSize: 25,
    });
    expect(
      readListInput(REGISTRATIONS_URL, new URLSearchParams('format=squad&status=paid&game=bgmi')),
    ).toEqual({ playFormat: 'squad', status: 'paid', game: 'bgmi', order: 'desc', page: 1, pageSize: 25 });
  });

  it('reads a value the schema refuses, or an empty search, as absent', () => {
    expect(readListInput(USERS_URL, new URLSearchParams('q=%20&sort=phone&page=0&pageSize=100'))).toEqual({
      sort: 'createdAt',
      order: 'desc',
      page: 1,
      pageSize: 25,
    });
  });
});
