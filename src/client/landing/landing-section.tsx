import { useId } from 'react';
import type { ReactNode } from 'react';

/** A section of the landing page under its centred heading. */
export function LandingSection({
  title,
  id,
  children,
}: {
  title: string;
  /** The section's anchor (/#games). */
  id?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="mx-auto w-full max-w-6xl scroll-mt-16 px-4 py-12 sm:px-6"
    >
      <h2 id={headingId} className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
