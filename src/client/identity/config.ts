import type { ClientConfig } from '../../shared/page-render.ts';

export type { ClientConfig };

/**
 * The runtime configuration the server writes into index.html as
 * `<meta name="arena-config" content='{...}'>` (no inline script, so the CSP stays strict).
 * Absent under the Vite dev server: local mode.
 */
export function readClientConfig(): ClientConfig {
  const content = document.querySelector('meta[name="arena-config"]')?.getAttribute('content');
  if (!content) return { identityMode: 'local' };
  try {
    const parsed = JSON.parse(content) as { identityMode?: unknown; clerkPublishableKey?: unknown };
    const key = parsed.clerkPublishableKey;
    if (parsed.identityMode === 'clerk' && typeof key === 'string' && key.startsWith('pk_')) {
      return { identityMode: 'clerk', clerkPublishableKey: key };
    }
  } catch {
    // A malformed tag falls back to the local provider rather than breaking the page.
  }
  return { identityMode: 'local' };
}
