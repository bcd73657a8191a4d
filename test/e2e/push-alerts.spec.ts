import { soloPayload } from '../support/registration.ts';
import { startPushStandIn, type BrowserSubscription, type PushStandIn } from '../support/push-stand-in.ts';
import { adminApi, type AdminApi } from './content-admin.ts';
import { baseURL, buyPassByApi, expect, gotoReady, randomMobile, test } from './fixtures.ts';

// Match alerts on a phone (issue 28). Chromium here is offline, with no real push service: the
// page's PushManager.subscribe answers with a subscription of the push stand-in. The organiser
// publishes the room and the server's own sender pushes the room details to the stand-in (trusted
// through NODE_EXTRA_CA_CERTS, global-setup.ts), which decrypts them; the test hands the message to
// the service worker as the push service would, then taps the notification it shows.

/** What the test uses of the worker's scope (TypeScript's WebWorker library is not loaded here). */
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  dispatchEvent(event: Event): boolean;
  PushEvent: new (type: string, init: { data: string }) => Event;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
}
test.use({ serviceWorkers: 'allow', accountName: 'Push Player' });

let standIn: PushStandIn;
let admin: AdminApi;
test.beforeAll(async () => {
  [standIn, admin] = await Promise.all([startPushStandIn(), adminApi()]);
});
test.afterAll(() => standIn.close());

/** The page's PushManager hands out the stand-in's subscription instead of a real one. */
function fakePushManager(subscription: BrowserSubscription) {
  let current: object | null = null;
  const make = () => ({
    endpoint: subscription.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true },
    toJSON: () => subscription,
    unsubscribe: async () => {
      current = null;
      return true;
    },
  });
  PushManager.prototype.subscribe = async function subscribe() {
    current = make();
    return current as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function getSubscription() {
    return current as PushSubscription | null;
  };
}

test('a player subscribes on the dashboard, gets the room details as a push, and a tap opens the match', async ({
  playerPage: p,
  context,
  account,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['notifications'], { origin: baseURL() });
  const subscription = standIn.subscribe();
  await context.addInitScript(fakePushManager, subscription);

  const participantId = await buyPassByApi(
    p.request,
    soloPayload({
      name: 'Push Player',
      email: account.email,
      phone: randomMobile(),
      selectedGame: 'valorant',
    }),
  );
  const { matches } = await admin<{ matches: { id: string; number: number }[] }>(
    'POST',
    '/admin/matches/schedule',
    { participantId },
  );
  const match = matches.sort((a, b) => a.number - b.number)[0]!;

  await gotoReady(p, '/dashboard');
  await p.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const card = p.getByTestId('push-alerts');
  await card.getByRole('button', { name: 'Get match alerts on this phone' }).click();
  await expect(card).toContainText('Match alerts are on for this phone');
  await expect(card.getByRole('button', { name: 'Turn off' })).toBeVisible();

  // The match starts in ten minutes: the room is out as soon as the organiser publishes it, and the
  // server's sender takes the message to the phone's push service.
  await admin('PUT', `/admin/matches/${match.id}`, {
    scheduledAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  });
  await admin('PUT', `/admin/matches/${match.id}/room`, { roomId: 'ROOM-4417', roomPassword: 'pw-4417' });
  const url = `${baseURL()}/dashboard`;
  const received = await standIn.waitFor(
    (push) =>
      subscription.endpoint.endsWith(push.subscriptionId) &&
      (push.payload as { tag?: string }).tag === `room.released:${match.id}:ROOM-4417`,
    30_000,
  );
  const message = received.payload as { title: string; body: string; url: string; tag: string };
  expect(message.title).toContain(`match ${match.number}`);
  expect(message.body).toContain('ROOM-4417');
  expect(message.body).not.toContain('pw-4417');
  expect(message.url).toBe(url);
  expect(received.urgency).toBe('high');

  // The push service hands it to the phone's service worker, which shows it.
  const [worker] = context.serviceWorkers();
  expect(worker).toBeDefined();
  const shown = await worker!.evaluate(async (text) => {
    const scope = self as unknown as WorkerScope;
    scope.dispatchEvent(new scope.PushEvent('push', { data: text }));
    for (let i = 0; i < 50; i += 1) {
      const notifications = await scope.registration.getNotifications();
      if (notifications.length)
        return notifications.map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          icon: n.icon,
          data: n.data,
        }));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return [];
  }, JSON.stringify(received.payload));
  expect(shown).toEqual([
    {
      title: message.title,
      body: message.body,
      tag: message.tag,
      icon: `${baseURL()}/icons/icon-192.png`,
      data: { url },
    },
  ]);

  // A tap on it: the open dashboard goes to the match's page.
  await gotoReady(p, '/');
  await worker!.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
  });
  await expect(p).toHaveURL(url);
});
