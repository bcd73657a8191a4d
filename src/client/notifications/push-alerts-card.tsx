import { useEffect, useState } from 'react';
import type { PushSubscriptionInput } from '../../shared/push.ts';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { trpc } from '../lib/trpc.ts';
import { m } from '../../paraglide/messages.js';

// The match-alerts card (push-alerts-offer.tsx loads it): offer → the browser asks → on, with
// "Turn off"; or blocked, with how to allow it again. The subscription itself is the browser's
// (PushManager); the server keeps a copy per phone to send to.

type State = 'loading' | 'offer' | 'asking' | 'on' | 'denied' | 'failed';

const registration = () => navigator.serviceWorker.ready;

/** A VAPID key as PushManager wants it: the bytes of the base64url string. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

export function PushAlertsCard() {
  const [state, setState] = useState<State>('loading');
  const utils = trpc.useUtils();
  const keep = trpc.push.subscribe.useMutation();
  const forget = trpc.push.unsubscribe.useMutation();

  useEffect(() => {
    let live = true;
    void (async () => {
      if (Notification.permission === 'denied') return 'denied' as const;
      const existing = await (await registration()).pushManager.getSubscription();
      // The server may have forgotten a phone its push service once reported gone: tell it again.
      if (existing && Notification.permission === 'granted') {
        await keep.mutateAsync(existing.toJSON() as PushSubscriptionInput);
        return 'on' as const;
      }
      return 'offer' as const;
    })().then(
      (next) => live && setState(next),
      () => live && setState('offer'),
    );
    return () => {
      live = false;
    };
    // Once, when the card is drawn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const turnOn = async () => {
    setState('asking');
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') return setState(permission === 'denied' ? 'denied' : 'offer');
      const { publicKey } = await utils.push.key.fetch();
      const subscription = await (
        await registration()
      ).pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
      await keep.mutateAsync(subscription.toJSON() as PushSubscriptionInput);
      setState('on');
    } catch {
      setState('failed');
    }
  };

  const turnOff = async () => {
    const subscription = await (await registration()).pushManager.getSubscription();
    if (subscription) {
      await forget.mutateAsync({ endpoint: subscription.endpoint }).catch(() => {});
      await subscription.unsubscribe().catch(() => false);
    }
    setState('offer');
  };

  if (state === 'loading') return null;
  return (
    <Card data-testid="push-alerts" className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle>{m.account_push_heading()}</CardTitle>
        <CardDescription>
          {state === 'on'
            ? m.account_push_on()
            : state === 'denied'
              ? m.account_push_denied()
              : state === 'asking'
                ? m.account_push_asking()
                : m.account_push_offer()}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3 px-4">
        {state === 'on' ? (
          <Button variant="outline" onClick={() => void turnOff()}>
            {m.account_push_turn_off()}
          </Button>
        ) : state === 'denied' ? null : (
          <Button disabled={state === 'asking'} onClick={() => void turnOn()}>
            {m.account_push_turn_on()}
          </Button>
        )}
        {state === 'failed' && (
          <p role="alert" className="text-sm text-destructive">
            {m.account_push_failed()}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
