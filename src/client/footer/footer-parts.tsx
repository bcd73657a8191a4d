import type { ReactNode } from 'react';
import { BRAND_NAME } from '../app/brand.ts';
import { m } from '../../paraglide/messages.js';

// Small pieces shared by the entry chunk's placeholder and the lazy footer, so the swap from one
// to the other keeps the same frame and bottom line.

export function FooterFrame({
  children,
  bottom,
  registration,
}: {
  children: ReactNode;
  bottom?: ReactNode;
  /** The organiser's registration under the Online Gaming Act 2025 (a setting), when set. */
  registration?: string | null;
}) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10 text-sm sm:px-6">
      {children}
      <FooterBottom registration={registration}>{bottom}</FooterBottom>
    </div>
  );
}

function FooterBottom({ children, registration }: { children?: ReactNode; registration?: string | null }) {
  return (
    <div className="flex flex-col items-center justify-between gap-3 border-t pt-6 text-muted-foreground sm:flex-row">
      <div className="flex flex-col items-center gap-1 sm:items-start">
        <p>{m.site_footer_rights({ year: new Date().getFullYear(), brand: BRAND_NAME })}</p>
        {registration && <p>{m.site_footer_registered({ number: registration })}</p>}
      </div>
      {children}
    </div>
  );
}

export function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-sm font-semibold tracking-wide text-foreground uppercase">{title}</h2>
      {children}
    </section>
  );
}

export const footerLinkClass = 'text-muted-foreground transition-colors hover:text-primary';

/** Reserves the footer's room while its chunk and data load, so nothing below jumps. */
export function FooterPlaceholder() {
  return (
    <FooterFrame>
      <div aria-hidden="true" className="min-h-56 sm:min-h-40" />
    </FooterFrame>
  );
}
