import { useId } from 'react';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card.tsx';
import type { ProfileSection } from '../identity/identity-context.ts';

const rows: { section: ProfileSection; title: string; description: string }[] = [
  { section: 'security', title: 'Password & Security', description: 'Your password and signed-in devices.' },
  { section: 'privacy', title: 'Privacy & Data', description: 'Your data, and deleting your account.' },
  { section: 'email', title: 'Email Preferences', description: 'Match reminders, results and news.' },
];

/** Three Manage rows, each opening the identity provider's account panel. */
export function AccountManagementCard({ onManage }: { onManage: (section: ProfileSection) => void }) {
  const id = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account Management</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {rows.map((row) => (
            <li
              key={row.section}
              className="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0"
            >
              <div className="grid gap-0.5">
                <p id={`${id}-${row.section}`} className="font-medium">
                  {row.title}
                </p>
                <CardDescription>{row.description}</CardDescription>
              </div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-describedby={`${id}-${row.section}`}
                onClick={() => onManage(row.section)}
              >
                Manage
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
