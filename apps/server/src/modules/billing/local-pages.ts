import { formatCents } from '@simmer/domain/billing';
import type { LocalCheckoutView } from './local-provider';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** A small page in Simmer's colours, readable in light and dark (contrast ≥ 4.5:1 in both). */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — Simmer</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; background: #f8f9fa; color: #212529; }
  main { max-width: 28rem; margin: 3rem auto; padding: 1.5rem; background: #fff; border: 1px solid #dee2e6; border-radius: 12px; }
  .banner { background: #fff3bf; color: #5c3c00; border: 2px dashed #a06800; padding: .75rem; border-radius: 8px; font-size: .95rem; }
  h1 { font-size: 1.5rem; margin: 1rem 0 .5rem; }
  h2 { font-size: 1.15rem; margin: 1.5rem 0 .25rem; }
  .price { font-size: 1.25rem; font-weight: 700; }
  .muted { color: #495057; }
  form { display: inline; }
  button, a.button { font: inherit; font-weight: 600; padding: .6rem 1rem; border-radius: 8px; border: 1px solid #ced4da; cursor: pointer; text-decoration: none; display: inline-block; margin: .25rem .5rem .25rem 0; }
  .primary { background: #c2410c; color: #fff; border-color: #c2410c; }
  .secondary { background: #fff; color: #212529; }
  @media (prefers-color-scheme: dark) {
    body { background: #1a1b1e; color: #e9ecef; }
    main { background: #25262b; border-color: #373a40; }
    .muted { color: #ced4da; }
    .secondary { background: #25262b; color: #e9ecef; border-color: #5c5f66; }
  }
</style>
</head>
<body><main>
<p class="banner" role="note"><strong>Test payments</strong> — this is Simmer’s local payment provider, used when no Stripe key is set. No card is asked for and no money moves.</p>
${body}
</main></body></html>`;
}

/** The local provider's checkout: complete or cancel, nothing else. */
export function localCheckoutPage(checkout: LocalCheckoutView): string {
  const action = `/billing/test-checkout/${encodeURIComponent(checkout.id)}`;
  const per = checkout.interval === 'year' ? 'per year' : checkout.interval ? 'per month' : '';
  const price = `${formatCents(checkout.amountCents)}${per ? ` ${per}` : ''}`;
  const terms = checkout.trialDays
    ? `<p class="price">${checkout.trialDays}-day free trial</p><p class="muted">Then ${price}. Due today: ${formatCents(0)}. Cancel anytime.</p>`
    : `<p class="price">${price}</p>`;
  const body =
    checkout.status === 'open'
      ? `<h1>${escapeHtml(checkout.name)}</h1>
${terms}
<form method="post" action="${action}/complete"><button type="submit" class="primary">Complete test payment</button></form>
<form method="post" action="${action}/cancel"><button type="submit" class="secondary">Cancel</button></form>`
      : `<h1>${escapeHtml(checkout.name)}</h1>
<p>This checkout is ${checkout.status === 'complete' ? 'already complete' : 'no longer open'}.</p>
<a class="button secondary" href="/profile">Back to Simmer</a>`;
  return page('Test checkout', body);
}

/** A path on this site from the return address (an absolute URL of ours, or a path). */
export function localReturnPath(value: string | undefined): string {
  return returnPath(value);
}

function returnPath(value: string | undefined): string {
  if (!value) return '/profile';
  try {
    const url = new URL(value, 'http://simmer.invalid');
    const path = `${url.pathname}${url.search}`;
    return path.startsWith('/') && !path.startsWith('//') ? path : '/profile';
  } catch {
    return '/profile';
  }
}

/** What Stripe's Billing Portal does for card details: nothing to update with test payments. */
export function localPortalPage(returnTo: string | undefined): string {
  return page(
    'Payment method',
    `<h1>Payment method</h1>
<p>Test payments need no card, so there is no payment method to update. With Stripe configured, this button opens Stripe’s Billing Portal, where cards are added and changed.</p>
<a class="button primary" href="${escapeHtml(returnPath(returnTo))}">Return to Simmer</a>
<h2>Test clock</h2>
<p class="muted">Like Stripe’s test clocks: this ends your current trial or billing period now, as if its date had come. A subscription set to cancel then ends; otherwise the next period is paid (a test invoice).</p>
<form method="post" action="/billing/test-portal/end-period"><input type="hidden" name="return" value="${escapeHtml(returnPath(returnTo))}"><button type="submit" class="secondary">End the current period now</button></form>`,
  );
}
