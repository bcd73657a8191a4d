import { FOOTER_LINKS_REFRESH_MS } from '../../shared/footer-rules.ts';
import { trpc } from '../lib/trpc.ts';
import { FooterFrame, FooterPlaceholder } from './footer-parts.tsx';
import { FooterVariantA } from './footer-variant-a.tsx';
import { FooterVariantB } from './footer-variant-b.tsx';
import { m } from '../../paraglide/messages.js';

/**
 * The server-driven footer. Links (and the variant setting) refresh every 10 s; a refresh keeps
 * showing the last answer until the next one arrives, and an unchanged answer renders nothing new.
 */
export function FooterContent() {
  const footer = trpc.footer.view.useQuery(undefined, { refetchInterval: FOOTER_LINKS_REFRESH_MS });

  if (footer.data) {
    return footer.data.variant === 'B' ? (
      <FooterVariantB links={footer.data.links} registration={footer.data.registration} />
    ) : (
      <FooterVariantA links={footer.data.links} registration={footer.data.registration} />
    );
  }
  if (footer.isError) {
    return (
      <FooterFrame>
        <p role="alert" className="text-center text-muted-foreground">
          {m.site_footer_failed()}
        </p>
      </FooterFrame>
    );
  }
  return <FooterPlaceholder />;
}
