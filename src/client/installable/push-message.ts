// What the service worker makes of a push message (issue 28): the server sends JSON
// {title, body, url, tag} (shared/push.ts); a tap opens `url`, and only ever a page of this site.

export interface ShownPush {
  title: string;
  options: { body: string; tag: string; icon: string; data: { url: string } };
}

/** The manifest's icon (public/manifest.webmanifest). */
export const PUSH_ICON = '/icons/icon-192.png';

/** The notification for a message; an empty or foreign message still tells the player to look. */
export function shownPush(text: string | null, origin: string): ShownPush {
  let payload: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object') payload = parsed as Record<string, unknown>;
  } catch {
    // Not ours: shown as a plain alert that opens the dashboard.
  }
  const field = (name: string) => (typeof payload[name] === 'string' ? payload[name] : '');
  return {
    title: field('title') || 'Arena Championships',
    options: {
      body: field('body'),
      tag: field('tag') || 'arena',
      icon: PUSH_ICON,
      data: { url: sameOriginUrl(field('url'), origin) },
    },
  };
}

/** The page a tap opens: the message's when it is on this site, else the dashboard. */
export function sameOriginUrl(url: unknown, origin: string): string {
  try {
    const target = new URL(typeof url === 'string' && url ? url : '/dashboard', origin);
    return target.origin === origin ? target.href : `${origin}/dashboard`;
  } catch {
    return `${origin}/dashboard`;
  }
}
