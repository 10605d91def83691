import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { createLocalProvider } from './local-provider';
import type { BillingEvent, PaymentProvider } from './provider';
import { createStripeProvider } from './stripe-provider';

export { billingRoutes } from './billing.routes';
export { createBillingService, type BillingService, type EventOutcome } from './billing.service';
import type { BillingService } from './billing.service';
export { purchasesRoutes } from './purchases.routes';
export { createPurchasesService, type PurchasesService } from './purchases.service';
export {
  createRevenueReader,
  type LedgerPeriod,
  type LedgerRange,
  type LedgerTotals,
  type RevenueReader,
} from './revenue.repository';
export { LOCAL_COUPONS, type LocalPaymentProvider } from './local-provider';
export type { BillingEvent, PaymentProvider, SubscriptionSnapshot } from './provider';

/**
 * Stripe when STRIPE_SECRET_KEY is set, otherwise the local provider; `sink` receives the local
 * provider's events (wire it to the billing service's processEvent).
 */
export function createPaymentProvider(
  config: AppConfig,
  db: Db,
  sink: (event: BillingEvent) => Promise<unknown>,
  now?: () => Date,
): PaymentProvider {
  if (config.stripe.secretKey) {
    return createStripeProvider({
      secretKey: config.stripe.secretKey,
      publishableKey: config.stripe.publishableKey ?? null,
      webhookSecret: config.stripe.webhookSecret ?? null,
      apiBase: config.stripe.apiBase,
    });
  }
  return createLocalProvider({ db, publicUrl: config.publicUrl, emit: sink, now });
}

/** How often the local provider's ended trials and periods are moved on (ADR 0019). */
export const LOCAL_RENEWAL_SWEEP_MS = 60_000;

/**
 * Starts the periodic sweep of the local provider's renewals (nothing with Stripe, whose own
 * clock sends events). One sweep at a time, a bounded batch each, off the request path; the
 * timer does not keep the process alive. Returns the stop function.
 */
export function startLocalRenewalSweep(
  service: Pick<BillingService, 'sweepLocalRenewals'>,
  provider: PaymentProvider,
  log: { warn: (object: object, message: string) => void },
  intervalMs = LOCAL_RENEWAL_SWEEP_MS,
): () => void {
  if (provider.kind !== 'local') return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    service
      .sweepLocalRenewals()
      .catch((error: unknown) => log.warn({ err: error }, 'local renewal sweep failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
