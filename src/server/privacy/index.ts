// What other server features use of privacy (lint lets them import only this file and service.ts):
// the consent records. The data download and erasure, which read every feature, are service.ts.
export {
  appendConsents,
  consentHistory,
  consentStates,
  hasConsentRecords,
  signUpChoices,
} from './consent.ts';
