// What other features may use of registration: the dialog that holds the wizard. Load it only
// with `import('../registration/index.ts')`: a static import would pull the dialog (and its
// wizard) into the importing page's first chunk.
export { RegistrationDialog, loadWizard } from './registration-dialog.tsx';
