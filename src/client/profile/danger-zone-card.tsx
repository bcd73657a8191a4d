import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { DeleteAccountDialog } from '../components/delete-account-dialog.tsx';
import { m } from '../../paraglide/messages.js';

/** Deleting happens in the account panel; this confirmation leads there. */
export function DangerZoneCard({ onContinue }: { onContinue: () => void }) {
  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle className="text-destructive">{m.account_danger_zone()}</CardTitle>
        <CardDescription>{m.account_danger_zone_description()}</CardDescription>
      </CardHeader>
      <CardContent>
        <DeleteAccountDialog confirmLabel={m.account_continue_to_settings()} onConfirm={onContinue} />
      </CardContent>
    </Card>
  );
}
