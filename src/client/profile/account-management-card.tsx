import { useId } from 'react';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card.tsx';
import type { ProfileSection } from '../lib/identity-context.ts';
import { m } from '../../paraglide/messages.js';

const rows: { section: ProfileSection; title: () => string; description: () => string }[] = [
  {
    section: 'security',
    title: m.account_password_security,
    description: m.account_manage_security_description,
  },
  { section: 'privacy', title: m.account_privacy_data, description: m.account_manage_privacy_description },
  { section: 'email', title: m.account_email_preferences, description: m.account_manage_email_description },
];

/** Three Manage rows, each opening the identity provider's account panel. */
export function AccountManagementCard({ onManage }: { onManage: (section: ProfileSection) => void }) {
  const id = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.account_management()}</CardTitle>
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
                  {row.title()}
                </p>
                <CardDescription>{row.description()}</CardDescription>
              </div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-describedby={`${id}-${row.section}`}
                onClick={() => onManage(row.section)}
              >
                {m.account_manage()}
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
