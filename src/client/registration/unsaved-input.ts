import { createContext, useContext, useEffect } from 'react';

/**
 * Whether a form inside the wizard holds input that is not in the draft yet (a teammate being
 * added or edited): closing the dialog then asks first. Everything else is saved as it is typed.
 */
export const UnsavedInput = createContext<((dirty: boolean) => void) | null>(null);

/** Reports a form's unsaved input while it is mounted. */
export function useReportUnsaved(dirty: boolean): void {
  const report = useContext(UnsavedInput);
  useEffect(() => {
    report?.(dirty);
    return () => report?.(false);
  }, [report, dirty]);
}
