import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { CheckboxField } from '../components/ui/checkbox-field.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { paths } from '../app/paths.ts';
import { currentLocale } from '../i18n/locale.ts';
import { trpc } from '../lib/trpc.ts';
import { PrivacyNotice } from './privacy-notice.tsx';
import { m } from '../../paraglide/messages.js';

/**
 * The profile's Privacy card: the required purposes listed, marketing as a switch that gives or
 * withdraws the consent in one click (recorded; news e-mails follow it), and My data. An account
 * that never saw the notice (a Clerk sign-up, or one older than the notice) is shown it here.
 */
export function PrivacyCard() {
  const consents = trpc.privacy.consents.useQuery();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.privacy_card_title()}</CardTitle>
        <CardDescription>{m.privacy_card_description()}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!consents.data ? (
          <Spinner />
        ) : consents.data.noticeAccepted ? (
          <Choices
            marketing={consents.data.purposes.find((p) => p.purpose === 'marketing')?.granted ?? false}
          />
        ) : (
          <AcceptNotice />
        )}
        <Button asChild variant="outline" className="w-fit">
          <Link to={paths.myData}>{m.privacy_my_data_link()}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function Choices({ marketing }: { marketing: boolean }) {
  const utils = trpc.useUtils();
  const set = trpc.privacy.setConsent.useMutation();
  const change = async (granted: boolean) => {
    try {
      await set.mutateAsync({ purpose: 'marketing', granted, language: currentLocale() });
    } catch {
      toast.error(m.privacy_save_failed());
      return;
    }
    await Promise.all([utils.privacy.invalidate(), utils.auth.invalidate()]);
    toast.success(m.privacy_saved());
  };
  return (
    <>
      <p className="text-sm">{m.privacy_card_required_list()}</p>
      <CheckboxField
        role="switch"
        label={m.privacy_marketing_switch()}
        description={m.privacy_marketing_switch_hint()}
        checked={marketing}
        disabled={set.isPending}
        onChange={(event) => void change(event.target.checked)}
      />
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {marketing ? m.privacy_marketing_on() : m.privacy_marketing_off()}
      </p>
    </>
  );
}

function AcceptNotice() {
  const utils = trpc.useUtils();
  const accept = trpc.privacy.acceptNotice.useMutation();
  const [marketing, setMarketing] = useState(false);
  return (
    <>
      <p className="text-sm font-medium">{m.privacy_notice_needed()}</p>
      <PrivacyNotice marketing={marketing} onMarketingChange={setMarketing} />
      <Button
        type="button"
        className="w-fit"
        disabled={accept.isPending}
        onClick={() =>
          void accept
            .mutateAsync({ marketing, language: currentLocale() })
            .then(() => Promise.all([utils.privacy.invalidate(), utils.auth.invalidate()]))
            .catch(() => toast.error(m.privacy_save_failed()))
        }
      >
        {m.privacy_accept_notice()}
      </Button>
    </>
  );
}
