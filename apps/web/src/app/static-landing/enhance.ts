/**
 * The prerendered landing page's only script (see ./render.tsx): what the landing page's React
 * components do on click, done on the static markup. It imports no React, router or Mantine, so
 * the page stays a few kilobytes of JavaScript; the app takes over at the first link followed.
 */
import { paths } from '@/config/paths';
import { track } from '@/lib/analytics';
import { rememberSharedRecipe, rememberUtm } from '@/lib/arrival';
import {
  COLOR_SCHEME_STORAGE_KEY,
  isColorSchemeChoice,
  nextColorScheme,
  type ColorSchemeChoice,
} from '@/lib/color-scheme';
import { safeLocalGet, safeLocalSet, safeSessionSet, sessionKeys } from '@/lib/storage-keys';

function templateContent(selector: string): DocumentFragment | null {
  const template = document.querySelector<HTMLTemplateElement>(selector);
  return template ? (template.content.cloneNode(true) as DocumentFragment) : null;
}

function storedScheme(): ColorSchemeChoice {
  const saved = safeLocalGet(COLOR_SCHEME_STORAGE_KEY);
  return isColorSchemeChoice(saved) ? saved : 'auto';
}

function applyScheme(choice: ColorSchemeChoice) {
  const resolved =
    choice === 'auto'
      ? window.matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light'
      : choice;
  document.documentElement.setAttribute('data-mantine-color-scheme', resolved);
}

/** Shows the toggle as drawn for `choice`, keeping focus on it when it had it. */
function showThemeToggle(choice: ColorSchemeChoice) {
  const current = document.querySelector<HTMLElement>('[data-testid="theme-toggle"]');
  const drawn = templateContent(`template[data-theme-toggle="${choice}"]`);
  const replacement = drawn?.firstElementChild;
  if (!current || !(replacement instanceof HTMLElement)) return;
  const hadFocus = document.activeElement === current;
  current.replaceWith(replacement);
  if (hadFocus) replacement.focus();
}

/** Shows the pricing section as drawn for `period`, with focus on the period's button. */
function showPricing(period: string) {
  const section = document.getElementById('pricing');
  const drawn = templateContent(`template[data-pricing-period="${period}"]`);
  if (!section || !drawn) return;
  section.replaceWith(drawn);
  document.querySelector<HTMLElement>(`#pricing [data-period="${period}"]`)?.focus();
}

function onClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  if (target.closest('[data-testid="theme-toggle"]')) {
    const next = nextColorScheme(storedScheme());
    safeLocalSet(COLOR_SCHEME_STORAGE_KEY, next);
    applyScheme(next);
    showThemeToggle(next);
    return;
  }
  const periodButton = target.closest<HTMLElement>('#pricing [data-period]');
  if (periodButton && periodButton.getAttribute('aria-pressed') !== 'true') {
    showPricing(periodButton.dataset.period ?? '');
    return;
  }
  const tier = target.closest<HTMLElement>('[data-track-tier]')?.dataset.trackTier;
  if (tier === 'free' || tier === 'pro') track({ type: 'subscription_select', tier });
}

function onSubmit(event: SubmitEvent) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-signup-email')) return;
  event.preventDefault();
  const email = new FormData(form).get('email');
  safeSessionSet(sessionKeys.pendingSignupEmail, typeof email === 'string' ? email.trim() : '');
  window.location.assign(paths.signup);
}

const params = new URLSearchParams(window.location.search);
rememberUtm(params);
rememberSharedRecipe(params);
showThemeToggle(storedScheme());
document.addEventListener('click', onClick);
document.addEventListener('submit', onSubmit);
track({ type: 'page_view', path: window.location.pathname, title: document.title });
