import type { ReactNode } from 'react';
import { BRAND_NAME } from '../app/brand.ts';
import { m } from '../../paraglide/messages.js';

// Small pieces shared by the entry chunk's placeholder and the lazy footer, so the swap from one
// to the other keeps the same frame and bottom line.

export function FooterFrame({ children, bottom }: { children: ReactNode; bottom?: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10 text-sm sm:px-6">
      {children}
      <FooterBottom>{bottom}</FooterBottom>
    </div>
  );
}

function FooterBottom({ children }: { children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-between gap-3 border-t pt-6 text-muted-foreground sm:flex-row">
      <p>{m.site_footer_rights({ year: new Date().getFullYear(), brand: BRAND_NAME })}</p>
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
