import { Alert } from '@mantine/core';
import { BILLING_MESSAGES } from '@simmer/domain/billing';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage, useConfirmCheckout } from '../api/billing';

/**
 * The return from checkout on /settings (?checkout=success&session_id=…): the server reads the
 * session from the provider, so the flag in the address alone proves nothing.
 */
export function CheckoutConfirmation() {
  const [params] = useSearchParams();
  const sessionId = params.get('checkout') === 'success' ? params.get('session_id') : null;
  const confirm = useConfirmCheckout();
  const { mutate } = confirm;
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (!sessionId || asked.current === sessionId) return;
    asked.current = sessionId;
    mutate(sessionId);
  }, [sessionId, mutate]);

  if (!sessionId) return null;
  if (confirm.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
        {errorMessage(confirm.error, BILLING_MESSAGES.invalidSession)}
      </Alert>
    );
  }
  if (confirm.isSuccess) {
    return (
      <Alert color="green" icon={<IconCircleCheck size={18} />} role="status" title="You’re on Pro">
        {BILLING_MESSAGES.checkoutSuccess}
      </Alert>
    );
  }
  return (
    <Alert color="blue" role="status">
      Confirming your subscription…
    </Alert>
  );
}
