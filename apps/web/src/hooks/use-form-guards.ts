import { useEffect, type RefObject } from 'react';
import { useBlocker, type Blocker } from 'react-router';

interface FormGuards {
  /** Whether the form holds changes that are not saved. */
  isDirty: boolean;
  /** Set just before leaving on purpose (after a save), so the unsaved-changes guard lets it through. */
  isLeaving: RefObject<boolean>;
  /** The form whose first invalid field takes the focus. */
  formRef: RefObject<HTMLFormElement | null>;
  /** Counts requests to show the first error: each new value above 0 moves the focus there. */
  errorFocusRequest: number;
  /** The error banner, focused and scrolled to whenever `banner` changes to something. */
  bannerRef: RefObject<HTMLDivElement | null>;
  banner: unknown;
}

/**
 * What an editing form does to keep the user's work and show its errors: leaving for another page
 * with unsaved changes asks first (the returned blocker drives the dialog), closing or reloading
 * the tab warns, a failed save attempt moves the focus to the first invalid field, and a new
 * banner takes the focus.
 */
export function useFormGuards({
  isDirty,
  isLeaving,
  formRef,
  errorFocusRequest,
  bannerRef,
  banner,
}: FormGuards): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !isLeaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  useEffect(() => {
    if (errorFocusRequest === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-form-error]',
    );
    first?.focus({ preventScroll: true });
    first?.scrollIntoView({ block: 'center' });
  }, [errorFocusRequest, formRef]);

  useEffect(() => {
    if (!banner) return;
    bannerRef.current?.focus({ preventScroll: true });
    bannerRef.current?.scrollIntoView({ block: 'center' });
  }, [banner, bannerRef]);

  return blocker;
}
