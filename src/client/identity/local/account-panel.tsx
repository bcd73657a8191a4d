import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import type { ProfileSection } from '../../lib/identity-context.ts';
import { TitledDialog } from '../../components/titled-dialog.tsx';
import { ChangePasswordForm } from './account/change-password-form.tsx';
import { DeleteAccountSection } from './account/delete-account-section.tsx';
import { EmailPreferencesForm } from './account/email-preferences-form.tsx';
import { SessionsList } from './account/sessions-list.tsx';
import { TwoFactorSection } from './account/two-factor-section.tsx';
import { m } from '../../../paraglide/messages.js';
import '../../i18n/identity-messages.ts';

interface AccountPanelProps {
  open: boolean;
  section: ProfileSection;
  onSectionChange: (section: ProfileSection) => void;
  onOpenChange: (open: boolean) => void;
  onAccountDeleted: () => Promise<void>;
}

const isSection = (value: string): value is ProfileSection =>
  ['security', 'email', 'privacy'].includes(value);

/** The local provider's account panel (openProfile): password, two-factor sign-in, sessions, e-mails, deletion. */
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
      title={m.account_settings_title()}
      description={m.account_settings_description()}
      className="sm:max-w-xl"
    >
      <Tabs value={section} onValueChange={(value) => isSection(value) && onSectionChange(value)}>
        <TabsList className="w-full">
          <TabsTrigger value="security">{m.account_settings_security()}</TabsTrigger>
          <TabsTrigger value="email">{m.account_settings_emails()}</TabsTrigger>
          <TabsTrigger value="privacy">{m.account_settings_privacy()}</TabsTrigger>
        </TabsList>
        <TabsContent value="security" className="grid gap-6 pt-2">
          <section aria-labelledby="account-password" className="grid gap-3">
            <h3 id="account-password" className="font-semibold">
              {m.account_password_security()}
            </h3>
            <ChangePasswordForm />
          </section>
          <TwoFactorSection />
          <SessionsList />
        </TabsContent>
        <TabsContent value="email" className="grid gap-3 pt-2">
          <h3 className="font-semibold">{m.account_email_preferences()}</h3>
          <EmailPreferencesForm />
        </TabsContent>
        <TabsContent value="privacy" className="grid gap-3 pt-2">
          <h3 className="font-semibold">{m.account_privacy_data()}</h3>
          <DeleteAccountSection onDeleted={onAccountDeleted} />
        </TabsContent>
      </Tabs>
    </TitledDialog>
  );
}
