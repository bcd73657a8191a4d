import { trpc } from '../../../lib/trpc.ts';

/** After a settings write: the settings, and the footer, which reads FOOTER_VARIANT. */
export function useSettingsInvalidation() {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.settings.invalidate(), utils.footer.invalidate()]);
}
