import { toast } from 'sonner';
import type { PhoneChannel } from '../../shared/phone-alerts.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { CheckboxField } from '../components/ui/checkbox-field.tsx';
import { currentLocale } from '../i18n/locale.ts';
import { trpc } from '../lib/trpc.ts';
import { m } from '../../paraglide/messages.js';

const CHANNEL_NAME: Record<PhoneChannel, () => string> = {
  sms: m.phone_alerts_sms,
  whatsapp: m.phone_alerts_whatsapp,
};

/**
 * The profile's "Alerts by SMS and WhatsApp" card (issue 28): shown only when this site has SMS or
 * WhatsApp set up. Each box carries the exact words the player agrees to (the server records them);
 * unticking withdraws. A changed phone shows the boxes unticked: the agreement was for the old one.
 */
export function PhoneAlertsCard() {
  const language = currentLocale();
  const alerts = trpc.phoneAlerts.get.useQuery({ language });
  const utils = trpc.useUtils();
  const set = trpc.phoneAlerts.set.useMutation();
  const data = alerts.data;
  // Neither channel set up here, or not loaded yet: nothing to offer.
  if (!data || (data.phone && !data.channels.length)) return null;

  const change = async (channel: PhoneChannel, optedIn: boolean) => {
    try {
      await set.mutateAsync({ channel, optedIn, language });
    } catch {
      toast.error(m.phone_alerts_save_failed());
      return;
    }
    await utils.phoneAlerts.invalidate();
    toast.success(m.phone_alerts_saved());
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.phone_alerts_title()}</CardTitle>
        <CardDescription>{m.phone_alerts_description()}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!data.phone ? (
          <p className="text-sm text-muted-foreground">{m.phone_alerts_no_phone()}</p>
        ) : (
          data.channels.map((choice) => (
            <CheckboxField
              key={choice.channel}
              label={CHANNEL_NAME[choice.channel]()}
              description={choice.wording}
              checked={choice.optedIn}
              disabled={set.isPending}
              onChange={(event) => void change(choice.channel, event.target.checked)}
            />
          ))
        )}
      </CardContent>
    </Card>
  );
}
