import { toast } from 'sonner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { trpc } from '../lib/trpc.ts';
import {
  CHANNELS,
  EVENT_GROUPS,
  isMandatory,
  type Channel,
  type EventGroup,
} from '../../shared/notifications.ts';
import { m } from '../../paraglide/messages.js';

const GROUP_NAMES: Record<EventGroup, () => string> = {
  money: m.notify_group_money,
  security: m.notify_group_security,
  match: m.notify_group_match,
  squad: m.notify_group_squad,
  results: m.notify_group_results,
  organiser: m.notify_group_organiser,
};

const CHANNEL_NAMES: Record<Channel, () => string> = {
  inApp: m.notify_channel_in_app,
  email: m.notify_channel_email,
  push: m.notify_channel_push,
  sms: m.notify_channel_sms,
  whatsapp: m.notify_channel_whatsapp,
};

const MANDATORY_HINT = 'notifications-mandatory-hint';

/**
 * The profile's Notifications card (issue 28): a switch per event group and channel, each saved in
 * one click. Payment and account messages in the app and by e-mail are on and cannot be turned
 * off; quiet hours are explained under the table. Organiser messages are shown to admins only.
 */
export function NotificationsCard({ role }: { role: 'user' | 'admin' }) {
  const preferences = trpc.users.notificationPreferences.get.useQuery();
  const groups = EVENT_GROUPS.filter((group) => group !== 'organiser' || role === 'admin');
  return (
    <Card id="notifications">
      <CardHeader>
        <CardTitle>{m.notify_card_title()}</CardTitle>
        <CardDescription>{m.notify_card_description()}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!preferences.data ? <Spinner /> : <Switches groups={groups} matrix={preferences.data} />}
        <p id={MANDATORY_HINT} className="text-xs text-muted-foreground">
          {m.notify_mandatory_reason()}
        </p>
        <p className="text-xs text-muted-foreground">{m.notify_quiet_hours()}</p>
      </CardContent>
    </Card>
  );
}

function Switches({
  groups,
  matrix,
}: {
  groups: EventGroup[];
  matrix: Record<string, Record<string, boolean>>;
}) {
  const utils = trpc.useUtils();
  const save = trpc.users.notificationPreferences.save.useMutation({
    onSuccess: async (saved) => {
      // A read still under way (the one the app makes as it takes a server-drawn page over) would
      // land after this answer and show the old choice.
      await utils.users.notificationPreferences.get.cancel();
      utils.users.notificationPreferences.get.setData(undefined, saved);
      // The Email Preferences form shows match and result e-mails too (one source, issue 28).
      await utils.auth.invalidate();
    },
  });
  const change = async (group: EventGroup, channel: Channel, on: boolean) => {
    try {
      await save.mutateAsync({ [group]: { [channel]: on } });
    } catch {
      toast.error(m.notify_save_failed());
      return;
    }
    toast.success(m.notify_saved());
  };
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{m.notify_card_title()}</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className="py-2 pr-4 text-left font-medium">
              {m.notify_column_group()}
            </th>
            {CHANNELS.map((channel) => (
              <th key={channel} scope="col" className="px-2 py-2 text-center font-medium">
                {CHANNEL_NAMES[channel]()}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <tr key={group} className="border-b last:border-0">
              <th scope="row" className="py-2 pr-4 text-left font-normal">
                {GROUP_NAMES[group]()}
              </th>
              {CHANNELS.map((channel) => {
                const mandatory = isMandatory(group, channel);
                return (
                  <td key={channel} className="px-2 py-2 text-center">
                    <input
                      type="checkbox"
                      role="switch"
                      className="size-4 accent-primary"
                      aria-label={m.notify_switch_label({
                        group: GROUP_NAMES[group](),
                        channel: CHANNEL_NAMES[channel](),
                      })}
                      aria-describedby={mandatory ? MANDATORY_HINT : undefined}
                      checked={mandatory || (matrix[group]?.[channel] ?? false)}
                      disabled={mandatory || save.isPending}
                      onChange={(event) => void change(group, channel, event.target.checked)}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
