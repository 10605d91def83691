import { Center } from '@mantine/core';
import classes from './full-page-spinner.module.css';

/** A centred spinner while a page waits (CSS only: it shows before the page's own code loads). */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="60vh" role="status" aria-live="polite" aria-label={label}>
      <span className={classes.spinner} />
    </Center>
  );
}
