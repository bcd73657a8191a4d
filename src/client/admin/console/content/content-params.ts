// The content section's state lives in the URL, next to `section=content`: the posts' search (`q`)
// and an open post (`post`, a post's id or `new`). Parameters the section does not own are kept.

export const NEW_POST = 'new';
/** The admin list's search limit (blogAdminListInputSchema). */
export const SEARCH_MAX_LENGTH = 100;

export interface ContentView {
  search: string;
  /** A post's id, `new` for the editor of a post not yet saved, or null for the list. */
  post: string | null;
}

/** The view a query string names. */
export function readContentView(params: URLSearchParams): ContentView {
  return {
    search: params.get('q')?.trim().slice(0, SEARCH_MAX_LENGTH) ?? '',
    post: params.get('post')?.trim() || null,
  };
}

/** A copy of `params` with `changes` applied; an empty value leaves its parameter out. */
export function writeContentView(params: URLSearchParams, changes: Partial<ContentView>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  if (changes.search !== undefined) set('q', changes.search.trim());
  if (changes.post !== undefined) set('post', changes.post);
  return next;
}
