import { Link } from 'react-router-dom';
import type { FooterLink } from './footer-link.ts';
import { paths } from '../app/paths.ts';
import { RichHtml } from '../components/rich-html.tsx';
import { TitledDialog } from '../components/titled-dialog.tsx';
import { m } from '../../paraglide/messages.js';

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
          {m.site_footer_read_more()}
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
      title={m.site_privacy_settings_title()}
      description={m.site_privacy_settings_text()}
    >
      <Link
        to={paths.privacyPolicy}
        onClick={onClose}
        className="text-sm font-medium text-primary hover:underline"
      >
        {m.site_privacy_settings_read_policy()}
      </Link>
    </TitledDialog>
  );
}
