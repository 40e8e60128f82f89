/**
 * What every page needs once a user is signed in, as one lazy chunk: the navbar's bell, the
 * inbox count of the /user area and the notification store with the live channel (socket.io).
 * The provider, the navbar and the router all load this module, so a signed-in page downloads
 * it once and visitors never do.
 */
export { InboxNavCount, NotificationBell } from './notification-bell.tsx';
export { createNotificationsStore } from './notifications-store.ts';
