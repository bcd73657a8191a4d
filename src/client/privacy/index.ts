// What other features use of privacy: the notice (sign-up forms), the profile's Privacy card, and
// the sign-up request's consent field.
import { PRIVACY_NOTICE_VERSION, type SignUpConsent } from '../../shared/privacy.ts';
import { currentLocale } from '../i18n/locale.ts';

export { PrivacyNotice } from './privacy-notice.tsx';
export { PrivacyCard } from './privacy-card.tsx';

/** What a sign-up request carries of the notice it showed (the provider's `privacyConsent` field). */
export const signUpConsent = (marketing: boolean): SignUpConsent => ({
  noticeVersion: PRIVACY_NOTICE_VERSION,
  language: currentLocale(),
  marketing,
});
