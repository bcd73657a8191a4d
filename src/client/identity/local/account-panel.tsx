import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import type { ProfileSection } from '../identity-context.ts';
import { TitledDialog } from '../../components/titled-dialog.tsx';
import { ChangePasswordForm } from './account/change-password-form.tsx';
import { DeleteAccountSection } from './account/delete-account-section.tsx';
import { EmailPreferencesForm } from './account/email-preferences-form.tsx';
import { SessionsList } from './account/sessions-list.tsx';

interface AccountPanelProps {
  open: boolean;
  section: ProfileSection;
  onSectionChange: (section: ProfileSection) => void;
  onOpenChange: (open: boolean) => void;
  onAccountDeleted: () => Promise<void>;
}

const isSection = (value: string): value is ProfileSection =>
  ['security', 'email', 'privacy'].includes(value);

/** The local provider's account panel (openProfile): password, sessions, e-mails, deletion. */
export function AccountPanel({
  open,
  section,
  onSectionChange,
  onOpenChange,
  onAccountDeleted,
}: AccountPanelProps) {
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Account Settings"
      description="Your password and devices, e-mails, and your data."
      className="sm:max-w-xl"
    >
      <Tabs value={section} onValueChange={(value) => isSection(value) && onSectionChange(value)}>
        <TabsList className="w-full">
          <TabsTrigger value="security">Security</TabsTrigger>
          <TabsTrigger value="email">Emails</TabsTrigger>
          <TabsTrigger value="privacy">Privacy</TabsTrigger>
        </TabsList>
        <TabsContent value="security" className="grid gap-6 pt-2">
          <section aria-labelledby="account-password" className="grid gap-3">
            <h3 id="account-password" className="font-semibold">
              Password & Security
            </h3>
            <ChangePasswordForm />
          </section>
          <SessionsList />
        </TabsContent>
        <TabsContent value="email" className="grid gap-3 pt-2">
          <h3 className="font-semibold">Email Preferences</h3>
          <EmailPreferencesForm />
        </TabsContent>
        <TabsContent value="privacy" className="grid gap-3 pt-2">
          <h3 className="font-semibold">Privacy & Data</h3>
          <DeleteAccountSection onDeleted={onAccountDeleted} />
        </TabsContent>
      </Tabs>
    </TitledDialog>
  );
}
