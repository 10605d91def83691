import { useMediaQuery } from '@mantine/hooks';
import { createContext, useContext } from 'react';

/** Mantine's `sm` breakpoint: from here a screen has room for a sidebar and the week as a table. */
export const WIDE_SCREEN_QUERY = '(min-width: 48em)';
/** The width, in CSS pixels, at which WIDE_SCREEN_QUERY starts to match (48em of 16px). */
export const WIDE_SCREEN_MIN_PX = 768;

/**
 * Whether the screen the server draws a first view for is wide (app/server-render): the server has
 * no window to ask, so it takes the width the browser last reported, or guesses from the device.
 * Null in the browser, where the window answers.
 */
export const ServerScreenContext = createContext<{ wide: boolean } | null>(null);

/**
 * True on a screen at least WIDE_SCREEN_QUERY wide, known from the first render (not after an
 * effect), so a screen lays itself out once; in a server render, what the server assumed.
 */
export function useWideScreen(): boolean {
  const server = useContext(ServerScreenContext);
  const matches = useMediaQuery(WIDE_SCREEN_QUERY, undefined, { getInitialValueInEffect: false });
  return server ? server.wide : matches;
}
