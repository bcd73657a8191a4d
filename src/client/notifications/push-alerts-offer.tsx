import { useEffect, useState, type ComponentType } from 'react';

// "Get match alerts on this phone" (issue 28). The dashboard draws nothing here at first: once the
// page is up, and only where the browser can take push messages, the card's code (a chunk of its
// own) is loaded and drawn. The server never draws it, so the first paint does not wait for it.

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export function PushAlertsOffer() {
  const [Card, setCard] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!pushSupported()) return;
    let live = true;
    void import('./push-alerts-card.tsx').then(
      (module) => live && setCard(() => module.PushAlertsCard),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return Card ? <Card /> : null;
}
