import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { createLocalProvider } from './local-provider';
import type { BillingEvent, PaymentProvider } from './provider';
import { createStripeProvider } from './stripe-provider';

export { billingRoutes } from './billing.routes';
export { createBillingService, type BillingService, type EventOutcome } from './billing.service';
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
): PaymentProvider {
  if (config.stripe.secretKey) {
    return createStripeProvider({
      secretKey: config.stripe.secretKey,
      publishableKey: config.stripe.publishableKey ?? null,
      webhookSecret: config.stripe.webhookSecret ?? null,
      apiBase: config.stripe.apiBase,
    });
  }
  return createLocalProvider({ db, publicUrl: config.publicUrl, emit: sink });
}
