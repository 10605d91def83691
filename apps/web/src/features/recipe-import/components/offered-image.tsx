import { Center } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import classes from '../recipe-import.module.css';

/** An image offered by the source; one the browser cannot show (gone, blocked) shows an icon. */
export function OfferedImage({
  url,
  alt = '',
  className = classes.image,
}: {
  url: string;
  /** Empty where a caption or button already names the image. */
  alt?: string;
  className?: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (failedUrl === url) {
    return (
      <Center
        className={className}
        c="dimmed"
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
      >
        <IconPhotoOff size={24} aria-hidden />
      </Center>
    );
  }
  return (
    <img
      src={url}
      alt={alt}
      className={className}
      loading="lazy"
      onError={() => setFailedUrl(url)}
    />
  );
}
