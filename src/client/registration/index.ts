// What other features may use of registration: the dialog that holds the wizard, loaded on demand.
// Only the loader is exported, so importing this file keeps the dialog and its wizard (their own
// chunks, `registration-dialog-*.js`) out of the importing page's first paint.
export const loadRegistrationDialog = () => import('./registration-dialog.tsx');
