/**
 * The landing page drawn once at build time (scripts/prerender-landing.mjs): visitors get it as
 * plain HTML with its CSS inline and one small script (./enhance.ts) instead of the app's React,
 * router and Mantine, so it paints from the first response on a phone. Its markup is the app's own
 * (AppFrame, LandingPage), so the two cannot drift; signed-in users and every other address still
 * get the app, which draws the same LandingPage for a visitor who reaches `/` inside it.
 *
 * What a component does on click is done by enhance.ts from data attributes; the states it
 * switches between (the pricing period, the theme toggle) are drawn here into `<template>`s.
 */
import { MantineProvider, type MantineColorSchemeManager } from '@mantine/core';
import { BILLING_PERIODS, type BillingPeriod } from '@simmer/domain/billing/plans';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { PricingSection } from '@/components/pricing-plans';
import { ThemeToggle } from '@/components/theme-toggle';
import { LandingPage } from '@/features/marketing/components/landing-page';
import { COLOR_SCHEMES, type ColorSchemeChoice } from '@/lib/color-scheme';
import { sessionQueryKey } from '@/lib/session';
import { AppFrame } from '../layout';
import { AppProvider, createQueryClient } from '../provider';
import { cssVariablesResolver, theme } from '@/theme';

/** A scheme manager that always reports one choice: the toggle drawn as it looks for that choice. */
function fixedScheme(choice: ColorSchemeChoice): MantineColorSchemeManager {
  return {
    get: () => choice,
    set: () => undefined,
    subscribe: () => undefined,
    unsubscribe: () => undefined,
    clear: () => undefined,
  };
}

function PricingTemplate({ period }: { period: BillingPeriod }) {
  return (
    <template data-pricing-period={period}>
      <PricingSection initialPeriod={period} />
    </template>
  );
}

/** The body of `#root`: the page as a visitor sees it, then the templates enhance.ts swaps in. */
export function renderLanding(): string {
  const client = createQueryClient();
  client.setQueryData(sessionQueryKey, null);
  const page = renderToString(
    <AppProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <AppFrame showNavigation>
          <LandingPage />
        </AppFrame>
        {BILLING_PERIODS.map((period) => (
          <PricingTemplate key={period} period={period} />
        ))}
      </MemoryRouter>
    </AppProvider>,
  );
  const toggles = COLOR_SCHEMES.map((choice) =>
    renderToString(
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        colorSchemeManager={fixedScheme(choice)}
        defaultColorScheme={choice}
        withCssVariables={false}
        withGlobalClasses={false}
      >
        <template data-theme-toggle={choice}>
          <ThemeToggle drawnAs={choice} />
        </template>
      </MantineProvider>,
    ),
  );
  return page + toggles.join('');
}
