import { PAGE_SLUGS, type PageSlug } from '../../../../shared/pages-rules.ts';

// The content section's state lives in the URL, next to `section=content`: the part open (`tab`:
// blog posts, the default, static pages, the landing page's hero, the footer or the site
// settings), the posts' search (`q`), an open post (`post`, a post's id or `new`), an open page
// (`page`, its slug), an open footer link (`link`, its id or `new`) and an open setting
// (`setting`, its name or `new`). Parameters the section does not own are kept.

export const NEW_POST = 'new';
/** `link=new` and `setting=new` open the form for a new one. */
export const NEW_ITEM = 'new';
/** The admin list's search limit (blogAdminListInputSchema). */
export const SEARCH_MAX_LENGTH = 100;

export const CONTENT_TABS = ['posts', 'pages', 'hero', 'footer', 'settings'] as const;
export type ContentTab = (typeof CONTENT_TABS)[number];

export interface ContentView {
  tab: ContentTab;
  search: string;
  /** A post's id, `new` for the editor of a post not yet saved, or null for the list. */
  post: string | null;
  /** A static page's slug, or null for the list of pages. */
  page: PageSlug | null;
  /** A footer link's id, `new`, or null for no open form. */
  link: string | null;
  /** A setting's name, `new`, or null for no open form. */
  setting: string | null;
}

const isTab = (value: string | null): value is ContentTab => CONTENT_TABS.some((tab) => tab === value);
const isPageSlug = (value: string | null): value is PageSlug => PAGE_SLUGS.some((slug) => slug === value);

/** The view a query string names. */
export function readContentView(params: URLSearchParams): ContentView {
  const page = params.get('page');
  const tab = params.get('tab');
  return {
    tab: isTab(tab) ? tab : 'posts',
    search: params.get('q')?.trim().slice(0, SEARCH_MAX_LENGTH) ?? '',
    post: params.get('post')?.trim() || null,
    page: isPageSlug(page) ? page : null,
    link: params.get('link')?.trim() || null,
    setting: params.get('setting')?.trim() || null,
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
  if (changes.page !== undefined) set('page', changes.page);
  if (changes.link !== undefined) set('link', changes.link);
  if (changes.setting !== undefined) set('setting', changes.setting);
  if (changes.tab !== undefined) {
    // Another part: its own state starts afresh.
    set('tab', changes.tab === 'posts' ? null : changes.tab);
    for (const key of ['q', 'post', 'page', 'link', 'setting']) next.delete(key);
  }
  return next;
}
