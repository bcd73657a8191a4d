import { Link } from 'react-router-dom';
import type { FooterLink } from './footer-link.ts';
import { paths } from '../app/paths.ts';
import { RichHtml } from '../components/rich-html.tsx';
import { TitledDialog } from '../components/titled-dialog.tsx';

/** A content link of variant B: its server content (sanitised again here) in a dialog. */
export function ContentDialog({ link, onClose }: { link: FooterLink; onClose: () => void }) {
  return (
    <TitledDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={link.label}
      description={link.label}
      srOnly
    >
      <RichHtml html={link.content ?? ''} className="text-sm leading-6" />
      {link.type === 'internal' && link.url && (
        <Link to={link.url} onClick={onClose} className="text-sm font-medium text-primary hover:underline">
          Read more
        </Link>
      )}
    </TitledDialog>
  );
}

/** The site sets only the cookies it needs to keep a player signed in; there is nothing to opt out of. */
export function PrivacySettingsDialog({ onClose }: { onClose: () => void }) {
  return (
    <TitledDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Privacy Settings"
      description="We use only essential cookies: they keep you signed in and protect your account. We do not use advertising or tracking cookies, so there is nothing to switch off."
    >
      <Link
        to={paths.privacyPolicy}
        onClick={onClose}
        className="text-sm font-medium text-primary hover:underline"
      >
        Read the Privacy Policy
      </Link>
    </TitledDialog>
  );
}
