import type { CompilerOptions } from '@inlang/paraglide-js';

/**
 * Paraglide's compiler options, for `npm run i18n` (scripts/i18n.ts) and Vite's plugin
 * (vite.config.ts). The chosen language lives in the `lang` cookie (src/shared/locale.ts), so the
 * server renders pages in it too.
 */
export const paraglideOptions = {
  project: './project.inlang',
  outdir: './src/paraglide',
  strategy: ['cookie', 'preferredLanguage', 'baseLocale'],
  cookieName: 'lang',
  emitTsDeclarations: true,
  emitReadme: false,
} satisfies CompilerOptions;
