import { describe, expect, it } from 'vitest';
import { PUSH_ICON, sameOriginUrl, shownPush } from './push-message.ts';

const ORIGIN = 'https://arena.example.in';

describe('a push message in the service worker', () => {
  it('shows the title and body, tagged with the event, with the manifest icon', () => {
    const text = JSON.stringify({
      title: 'BGMI: room details for match 2 are out',
      body: 'Room ID 7781234.',
      url: `${ORIGIN}/dashboard/matches/m-2`,
      tag: 'room.released:m-2',
    });
    expect(shownPush(text, ORIGIN)).toEqual({
      title: 'BGMI: room details for match 2 are out',
      options: {
        body: 'Room ID 7781234.',
        tag: 'room.released:m-2',
        icon: PUSH_ICON,
        data: { url: `${ORIGIN}/dashboard/matches/m-2` },
      },
    });
  });

  it('opens only pages of this site, else the dashboard', () => {
    expect(sameOriginUrl('/matches/1', ORIGIN)).toBe(`${ORIGIN}/matches/1`);
    expect(sameOriginUrl('https://evil.example/phish', ORIGIN)).toBe(`${ORIGIN}/dashboard`);
    expect(sameOriginUrl('javascript:alert(1)', ORIGIN)).toBe(`${ORIGIN}/dashboard`);
    expect(sameOriginUrl(undefined, ORIGIN)).toBe(`${ORIGIN}/dashboard`);
  });

  it('still alerts for a message it cannot read', () => {
    expect(shownPush('not json', ORIGIN).title).toBe('Arena Championships');
    expect(shownPush(null, ORIGIN).options.data.url).toBe(`${ORIGIN}/dashboard`);
  });
});
