import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { DeleteAccountDialog } from '../identity/delete-account-dialog.tsx';

/** Deleting happens in the account panel; this confirmation leads there. */
export function DangerZoneCard({ onContinue }: { onContinue: () => void }) {
  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle className="text-destructive">Danger Zone</CardTitle>
        <CardDescription>Permanently delete your account and everything in it.</CardDescription>
      </CardHeader>
      <CardContent>
        <DeleteAccountDialog confirmLabel="Continue to Account Settings" onConfirm={onContinue} />
      </CardContent>
    </Card>
  );
}
