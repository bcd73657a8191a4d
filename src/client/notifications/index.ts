// What other features may use of notifications: the bell the signed-in header shows.
export { NotificationsBell } from './notifications-bell.tsx';
