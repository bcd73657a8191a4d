import { Link } from 'react-router-dom';
import type { FooterLink } from './footer-link.ts';
import { paths } from '../app/paths.ts';
import { RichHtml } from '../blog/rich-html.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../components/ui/dialog.tsx';

/** A content link of variant B: its server content (sanitised again here) in a dialog. */
export function ContentDialog({ link, onClose }: { link: FooterLink; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{link.label}</DialogTitle>
          <DialogDescription className="sr-only">{link.label}</DialogDescription>
        </DialogHeader>
        <RichHtml html={link.content ?? ''} className="text-sm leading-6" />
        {link.type === 'internal' && link.url && (
          <Link to={link.url} onClick={onClose} className="text-sm font-medium text-primary hover:underline">
            Read more
          </Link>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The site sets only the cookies it needs to keep a player signed in; there is nothing to opt out of. */
export function PrivacySettingsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Privacy Settings</DialogTitle>
          <DialogDescription>
            We use only essential cookies: they keep you signed in and protect your account. We do not use
            advertising or tracking cookies, so there is nothing to switch off.
          </DialogDescription>
        </DialogHeader>
        <Link
          to={paths.privacyPolicy}
          onClick={onClose}
          className="text-sm font-medium text-primary hover:underline"
        >
          Read the Privacy Policy
        </Link>
      </DialogContent>
    </Dialog>
  );
}
