import * as React from 'react';

type FocusHandler = (event: Event) => void;

/**
 * A dialog's focus handlers that give the focus back, on closing, to what had it when the dialog
 * opened. Radix returns it to the dialog's Trigger only; ours are mostly opened by other buttons
 * (the header's menu, Register Now, a table row), and a keyboard user would land on <body>.
 */
export function useReturnFocus(handlers: {
  onOpenAutoFocus?: FocusHandler;
  onCloseAutoFocus?: FocusHandler;
}) {
  const opener = React.useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      // Called before the focus moves into the dialog.
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      handlers.onCloseAutoFocus?.(event);
      const element = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !element?.isConnected || element === document.body) return;
      event.preventDefault();
      element.focus();
    },
  };
}
