import { BILLING_MESSAGES, grantsPro, type BillingPeriod } from '@simmer/domain/billing';
import { Alert, Box, Button, Container } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PricingSection } from '@/components/pricing-plans';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { errorMessage, useStartCheckout, useSubscription } from '../api/billing';

/** The period chosen on the page before: in the navigation's state, or `?period=` from a plain link. */
function periodFrom(state: unknown, params: URLSearchParams): BillingPeriod | undefined {
  const period = (state as { period?: unknown } | null)?.period ?? params.get('period');
  return period === 'monthly' || period === 'annually' ? period : undefined;
}

/**
 * /pricing (public) and /pro (signed in): the plans, and Start Free Trial that goes to checkout.
 * A visitor's Pro click goes to /signup with the tier and period; after signing up they land on
 * /pro with the period (spec 1 §4).
 */
export function PricingPage({ title }: { title: string }) {
  const session = useSession();
  const signedIn = Boolean(session.data);
  const subscription = useSubscription(signedIn);
  const checkout = useStartCheckout();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const cancelled = params.get('checkout') === 'cancelled';
  const isPro = Boolean(
    subscription.data && grantsPro(subscription.data.status) && subscription.data.tier === 'pro',
  );

  const startTrial = (period: BillingPeriod) => {
    if (!signedIn) {
      void navigate(paths.signup, { state: { selectedTier: 'pro', period } });
      return;
    }
    checkout.mutate(period);
  };

  return (
    <Box>
      {(cancelled || checkout.isError) && (
        <Container size="md" pt="lg">
          {checkout.isError ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessage(checkout.error, BILLING_MESSAGES.checkoutFailed)}
            </Alert>
          ) : (
            <Alert color="blue" icon={<IconInfoCircle size={18} />} role="status">
              Checkout cancelled: nothing was charged. You can start your free trial any time.
            </Alert>
          )}
        </Container>
      )}
      <PricingSection
        headingOrder={1}
        title={title}
        initialPeriod={periodFrom(location.state, params)}
        onStartTrial={startTrial}
        trialPending={checkout.isPending || checkout.isSuccess}
        proAction={
          isPro ? (
            <Button component={Link} to={`${paths.profile}?tab=subscription`} fullWidth>
              Manage subscription
            </Button>
          ) : undefined
        }
        freeAction={
          signedIn ? (
            <Button variant="default" mt="auto" fullWidth disabled>
              {isPro ? 'Included in Pro' : 'Your current plan'}
            </Button>
          ) : undefined
        }
      />
    </Box>
  );
}
