import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorText } from '../../../lib/errors.ts';
import { authClient } from '../auth-client.ts';
import { describeDevice } from './describe-device.ts';
import { localized } from '../../../i18n/format.ts';
import { m } from '../../../../paraglide/messages.js';

export const SESSIONS_QUERY_KEY = ['local-auth', 'sessions'] as const;

const signedInAt = localized(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
);

/** Where this account is signed in; any other device can be signed out. */
export function SessionsList() {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const sessions = useQuery({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: async () => {
      const [list, current] = await Promise.all([authClient.listSessions(), authClient.getSession()]);
      return { list, currentId: current?.session.id };
    },
  });

  const revoke = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
      toast.success(m.account_signed_out());
    } catch (err) {
      setError(errorText(err, m.account_sign_out_device_failed()));
    }
    await queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
  };

  const others = sessions.data?.list.filter((s) => s.id !== sessions.data.currentId) ?? [];

  return (
    <section aria-labelledby="account-sessions" className="grid gap-3">
      <h3 id="account-sessions" className="font-semibold">
        {m.account_devices()}
      </h3>
      {sessions.isPending && <Spinner />}
      {sessions.isError && <FormError message={errorText(sessions.error, m.account_devices_failed())} />}
      <ul className="grid gap-2">
        {sessions.data?.list.map((session) => (
          <li
            key={session.id}
            className="flex items-center justify-between gap-3 rounded-md border p-3 text-sm"
          >
            <div className="grid gap-0.5">
              <span className="font-medium">{describeDevice(session.userAgent)}</span>
              <span className="text-xs text-muted-foreground">
                {m.account_signed_in_at({ when: signedInAt().format(session.createdAt) })}
              </span>
            </div>
            {session.id === sessions.data.currentId ? (
              <Badge variant="secondary">{m.account_this_device()}</Badge>
            ) : (
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() => void revoke(() => authClient.revokeSession({ token: session.token }))}
              >
                {m.account_sign_out_device()}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <FormError message={error} />
      {others.length > 1 && (
        <Button
          type="button"
          variant="outline"
          className="w-fit"
          onClick={() => void revoke(() => authClient.revokeOtherSessions())}
        >
          {m.account_sign_out_all_other_devices()}
        </Button>
      )}
    </section>
  );
}
