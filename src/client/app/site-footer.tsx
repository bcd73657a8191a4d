import { Suspense } from 'react';
import { FooterPlaceholder } from '../footer/footer-parts.tsx';
import { lazyPart } from '../lib/lazy-part.tsx';

// The footer is below the fold on every page: its code loads after first paint, in a chunk of
// its own, keeping the landing page's initial bundle small. The placeholder keeps its room.
const FooterContent = lazyPart(async () => ({
  default: (await import('../footer/footer-content.tsx')).FooterContent,
}));

export function SiteFooter() {
  return (
    <footer className="border-t bg-card/40">
      <Suspense fallback={<FooterPlaceholder />}>
        <FooterContent />
      </Suspense>
    </footer>
  );
}
