import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Radio,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import {
  BILLING_MESSAGES,
  formatCents,
  trialDaysLeft,
  type Invoice,
  type SubscriptionSummary,
} from '@simmer/domain/billing';
import {
  IconAlertCircle,
  IconCashBanknote,
  IconCreditCard,
  IconReceipt,
  IconSparkles,
  IconTicket,
} from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { roleHasPermission } from '@simmer/domain/accounts';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useDateFormat, type DateFormat } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import {
  FAILED_STATUS,
  errorMessage,
  useApplyCoupon,
  useCancelSubscription,
  useInvoices,
  useMoneyBackRefund,
  usePaymentMethodPortal,
  useReactivateSubscription,
  useRemoveCoupon,
  useSubscription,
} from '../api/billing';

const STATUS_LABELS: Record<SubscriptionSummary['status'], string> = {
  active: 'Active',
  trialing: 'Trialing',
  cancelled: 'Cancelled',
  inactive: 'Inactive',
};

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Stack>
  );
}

const dateOf = (iso: string | null, dates: DateFormat) => (iso && dates.date(iso, 'full')) || '—';

function couponText(summary: SubscriptionSummary): string | null {
  const coupon = summary.coupon;
  if (!coupon) return null;
  const off =
    coupon.percentOff !== null
      ? `${coupon.percentOff}% off`
      : coupon.amountOffCents !== null
        ? `${formatCents(coupon.amountOffCents)} off`
        : '';
  return off ? `${coupon.code} (${off})` : coupon.code;
}

function InvoiceRows({ invoices, dates }: { invoices: Invoice[]; dates: DateFormat }) {
  return invoices.map((invoice) => (
    <Table.Tr key={invoice.id}>
      <Table.Td>{dateOf(invoice.date, dates)}</Table.Td>
      <Table.Td>{formatCents(invoice.amountCents)}</Table.Td>
      <Table.Td>{invoice.status.charAt(0).toUpperCase() + invoice.status.slice(1)}</Table.Td>
      <Table.Td>
        {invoice.url ? (
          <a href={invoice.url} target="_blank" rel="noreferrer">
            View invoice
          </a>
        ) : (
          '—'
        )}
      </Table.Td>
    </Table.Tr>
  ));
}

function BillingHistory({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const invoices = useInvoices(opened);
  const dates = useDateFormat();
  return (
    <Modal opened={opened} onClose={onClose} title="Billing History" size="lg" centered>
      {invoices.isPending ? (
        <Text>Loading billing history…</Text>
      ) : invoices.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {errorMessage(invoices.error, BILLING_MESSAGES.billingHistoryFailed)}
        </Alert>
      ) : invoices.data.invoices.length === 0 && !invoices.data.upcoming ? (
        <Text>No invoices yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Invoice</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.data.upcoming && (
                <InvoiceRows invoices={[invoices.data.upcoming]} dates={dates} />
              )}
              <InvoiceRows invoices={invoices.data.invoices} dates={dates} />
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Modal>
  );
}

function CancelDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [when, setWhen] = useState<'period-end' | 'now'>('period-end');
  const [reason, setReason] = useState('');
  const cancel = useCancelSubscription();
  const confirm = () =>
    cancel.mutate(
      { cancelImmediately: when === 'now', reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          void notify({
            color: 'green',
            message:
              when === 'now'
                ? BILLING_MESSAGES.cancelledNow
                : BILLING_MESSAGES.cancelledAtPeriodEnd,
          });
          onClose();
        },
      },
    );
  return (
    <Modal opened={opened} onClose={onClose} title="Cancel subscription?" centered>
      <Stack gap="md">
        <Radio.Group
          label="When should it end?"
          value={when}
          onChange={(value) => setWhen(value === 'now' ? 'now' : 'period-end')}
        >
          <Stack gap="xs" mt="xs">
            <Radio
              value="period-end"
              label="At the end of the billing period (keep Pro until then)"
            />
            <Radio value="now" label="Immediately (Pro features stop now)" />
          </Stack>
        </Radio.Group>
        <Textarea
          label="Why are you cancelling? (optional)"
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        {cancel.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessage(cancel.error, BILLING_MESSAGES.providerUnavailable)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep subscription
          </Button>
          <Button color="red" loading={cancel.isPending} onClick={confirm}>
            Cancel subscription
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function MoneyBackDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const refund = useMoneyBackRefund();
  const confirm = () =>
    refund.mutate(undefined, {
      onSuccess: ({ refund: done }) => {
        void notify({
          color: 'green',
          message: `${BILLING_MESSAGES.moneyBackDone} ${formatCents(done.amountCents)} is on its way back to you.`,
        });
        onClose();
      },
    });
  return (
    <Modal opened={opened} onClose={onClose} title="Refund and cancel?" centered>
      <Stack gap="md">
        <Text>
          We will refund your latest payment in full and end your Pro subscription now. Pro features
          stop straight away. This cannot be undone, and the guarantee can be used once.
        </Text>
        {refund.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessage(refund.error, BILLING_MESSAGES.moneyBackFailed)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep subscription
          </Button>
          <Button color="red" loading={refund.isPending} onClick={confirm}>
            Refund and cancel
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The 30-day money-back guarantee, while it lasts (spec 1 §9). */
function MoneyBack({ until, dates }: { until: string; dates: DateFormat }) {
  const [open, setOpen] = useState(false);
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="xs" align="flex-start">
        <Title order={3} size="h5">
          30-day money-back guarantee
        </Title>
        <Text size="sm">
          Not for you? Until {dateOf(until, dates)} you can have your latest payment refunded in
          full; your subscription then ends at once.
        </Text>
        <Button
          variant="default"
          leftSection={<IconCashBanknote size={16} aria-hidden />}
          onClick={() => setOpen(true)}
        >
          Request a refund
        </Button>
      </Stack>
      {open && <MoneyBackDialog opened onClose={() => setOpen(false)} />}
    </Card>
  );
}

function CouponForm({ summary }: { summary: SubscriptionSummary }) {
  const [code, setCode] = useState('');
  const apply = useApplyCoupon();
  const remove = useRemoveCoupon();
  const applied = couponText(summary);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply.mutate(code, {
      onSuccess: () => {
        setCode('');
        void notify({ color: 'green', message: BILLING_MESSAGES.couponApplied });
      },
    });
  };
  if (applied) {
    return (
      <Group gap="sm">
        <Badge variant="light" size="lg" leftSection={<IconTicket size={14} aria-hidden />}>
          Coupon {applied}
        </Badge>
        <Button
          variant="subtle"
          size="xs"
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(undefined, {
              onSuccess: () => void notify({ message: BILLING_MESSAGES.couponRemoved }),
            })
          }
        >
          Remove coupon
        </Button>
        {remove.isError && (
          <Text c="red" size="sm" role="alert">
            {errorMessage(remove.error, BILLING_MESSAGES.providerUnavailable)}
          </Text>
        )}
      </Group>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm">
        <TextInput
          label="Coupon code"
          value={code}
          maxLength={100}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={apply.isError ? errorMessage(apply.error, BILLING_MESSAGES.couponInvalid) : null}
        />
        <Button type="submit" variant="default" mt={25} loading={apply.isPending}>
          Apply
        </Button>
      </Group>
    </form>
  );
}

/** The Subscription tab of /profile (spec 2 §2): plan, status, renewal, trial, and every change. */
export function SubscriptionPanel() {
  const query = useSubscription();
  const summary = query.data ?? (query.isError ? FAILED_STATUS : null);
  const dates = useDateFormat();
  const portal = usePaymentMethodPortal();
  const reactivate = useReactivateSubscription();
  const [historyOpen, setHistoryOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const { data: user } = useSession();
  const canSeeEarnings = Boolean(user && roleHasPermission(user.role, 'chef.earnings'));

  if (!summary) return <Text>Loading your subscription…</Text>;
  const isPro = summary.tier === 'pro';
  const daysLeft = summary.status === 'trialing' ? trialDaysLeft(summary.trialEnd) : null;

  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        Subscription
      </Title>
      <Card withBorder radius="md" p="lg">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <Fact label="Current Plan" value={isPro ? 'Pro' : 'Free'} />
            <Fact label="Status" value={STATUS_LABELS[summary.status]} />
            <Fact label="Next Renewal" value={dateOf(summary.currentPeriodEnd, dates)} />
          </SimpleGrid>
          {(summary.cancelAtPeriodEnd || daysLeft !== null) && (
            <Group gap="sm">
              {summary.cancelAtPeriodEnd && (
                <Badge color="yellow" variant="light">
                  Cancels at period end
                </Badge>
              )}
              {daysLeft !== null && (
                <Badge color={daysLeft <= 3 ? 'red' : 'blue'} variant="light">
                  {daysLeft === 1 ? '1 trial day left' : `${daysLeft} trial days left`}
                </Badge>
              )}
            </Group>
          )}
          {canSeeEarnings && (
            <Button component={Link} to={paths.chefEarnings} variant="light" w="fit-content">
              View your earnings
            </Button>
          )}
        </Stack>
      </Card>

      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconCreditCard size={16} aria-hidden />}
          loading={portal.isPending || portal.isSuccess}
          onClick={() => portal.mutate()}
        >
          Update Payment Method
        </Button>
        <Button
          variant="default"
          leftSection={<IconReceipt size={16} aria-hidden />}
          onClick={() => setHistoryOpen(true)}
        >
          View Billing History
        </Button>
      </Group>
      {portal.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {errorMessage(portal.error, BILLING_MESSAGES.portalFailed)}
        </Alert>
      )}

      {summary.hasSubscription && <CouponForm summary={summary} />}

      {summary.hasSubscription &&
        (summary.cancelAtPeriodEnd ? (
          <Stack gap="xs" align="flex-start">
            <Button
              loading={reactivate.isPending}
              onClick={() =>
                reactivate.mutate(undefined, {
                  onSuccess: () =>
                    void notify({ color: 'green', message: BILLING_MESSAGES.reactivated }),
                })
              }
            >
              Reactivate subscription
            </Button>
            {reactivate.isError && (
              <Text c="red" size="sm" role="alert">
                {errorMessage(reactivate.error, BILLING_MESSAGES.providerUnavailable)}
              </Text>
            )}
          </Stack>
        ) : (
          <div>
            <Button variant="outline" color="red" onClick={() => setCancelOpen(true)}>
              Cancel subscription
            </Button>
          </div>
        ))}

      {summary.moneyBackUntil && <MoneyBack until={summary.moneyBackUntil} dates={dates} />}

      {!isPro && (
        <div>
          <Button
            component={Link}
            to={paths.pro}
            leftSection={<IconSparkles size={16} aria-hidden />}
          >
            Upgrade to Pro
          </Button>
        </div>
      )}
      {summary.provider === 'local' && (
        <Text size="sm" c="dimmed">
          Payments run on Simmer’s local test provider: no card is needed and no money moves.
        </Text>
      )}
      <BillingHistory opened={historyOpen} onClose={() => setHistoryOpen(false)} />
      {cancelOpen && <CancelDialog opened onClose={() => setCancelOpen(false)} />}
    </Stack>
  );
}
