// What other features may use of notifications: the bell the signed-in header shows, and the
// dashboard's offer of match alerts on the phone.
export { NotificationsBell } from './notifications-bell.tsx';
export { PushAlertsOffer } from './push-alerts-offer.tsx';
