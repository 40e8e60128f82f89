/**
 * What every page needs once a user is signed in, as one lazy chunk: the navbar's bell and the
 * notification store with the live channel (socket.io). The provider and the navbar both load
 * this module, so a signed-in page downloads it once and visitors never do.
 */
export { NotificationBell } from './notification-bell.tsx';
export { createNotificationsStore } from './notifications-store.ts';
