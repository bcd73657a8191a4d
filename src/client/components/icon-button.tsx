import type { ComponentProps } from 'react';
import { Button } from './ui/button.tsx';

/** A ghost button showing only its icon; `label` is what screen readers announce. */
export function IconButton({
  label,
  ...props
}: Omit<ComponentProps<typeof Button>, 'type' | 'variant' | 'size' | 'aria-label'> & { label: string }) {
  return <Button type="button" variant="ghost" size="icon" aria-label={label} {...props} />;
}
