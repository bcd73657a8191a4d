// Paraglide's compiler options, shared by `npm run i18n` and the Vite plugin (vite.config.ts).
// The chosen language lives in the `lang` cookie, so the server renders pages in it too.
/** @type {import('@inlang/paraglide-js').ParaglideConfig} */
export default {
  outdir: './src/paraglide',
  strategy: ['cookie', 'preferredLanguage', 'baseLocale'],
  cookieName: 'lang',
  emitTsDeclarations: true,
  emitReadme: false,
};
