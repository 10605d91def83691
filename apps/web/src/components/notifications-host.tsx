import { useEffect, useState, type ComponentType } from 'react';
import { onNotificationsLoaded } from '@/lib/notify';

interface HostProps {
  position: 'top-right';
  autoClose: number;
}

/** Mounts Mantine's notification container once the first toast loads it. */
export function NotificationsHost() {
  const [Host, setHost] = useState<ComponentType<HostProps> | null>(null);
  useEffect(
    () =>
      onNotificationsLoaded((module) => {
        setHost(() => module.Notifications as ComponentType<HostProps>);
      }),
    [],
  );
  return Host ? <Host position="top-right" autoClose={3000} /> : null;
}
