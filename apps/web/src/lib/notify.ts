import type * as MantineNotifications from '@mantine/notifications';
import type { NotificationData } from '@mantine/notifications';

type NotificationsModule = typeof MantineNotifications;

let loading: Promise<NotificationsModule> | undefined;
const listeners = new Set<(module: NotificationsModule) => void>();

/** Loads Mantine's notifications on first use, so pages that never toast never download them. */
export function loadNotifications(): Promise<NotificationsModule> {
  loading ??= Promise.all([
    import('@mantine/notifications'),
    import('@mantine/notifications/styles.css'),
  ]).then(([module]) => {
    listeners.forEach((listener) => listener(module));
    return module;
  });
  return loading;
}

export function onNotificationsLoaded(listener: (module: NotificationsModule) => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Shows a toast (top right, closes after 3 s unless told otherwise). */
export async function notify(data: NotificationData) {
  const { notifications } = await loadNotifications();
  notifications.show(data);
}
