import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog.tsx';

interface TitledDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Read by screen readers with the title; `srOnly` hides it from sight when it only repeats it. */
  description: ReactNode;
  srOnly?: boolean;
  className?: string;
  children: ReactNode;
}

/** The site's dialog frame: a title, a line saying what it is about, then the content. */
export function TitledDialog({
  open,
  onOpenChange,
  title,
  description,
  srOnly,
  className,
  children,
}: TitledDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className={srOnly ? 'sr-only' : undefined}>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
