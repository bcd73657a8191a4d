import { BRAND_NAME } from '../../app/brand.ts';

// Shell only: the server-driven sections (latest blogs, links, social icons) come later.
export function SiteFooter() {
  const year = new Date().getFullYear();

  return (
    <footer className="border-t bg-card/40">
      <div className="mx-auto w-full max-w-6xl px-4 py-6 text-center text-sm text-muted-foreground sm:px-6">
        <p>
          © {year} {BRAND_NAME}
        </p>
      </div>
    </footer>
  );
}
