import {
  Badge,
  Button,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { PURCHASE_MESSAGES, formatCents, type Purchase } from '@simmer/domain/billing';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useDateFormat } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { useRecipePurchases, useRefundPurchase } from '../api/purchases';

const STATUS_COLORS: Record<Purchase['status'], string> = {
  pending: 'gray',
  completed: 'green',
  refunded: 'orange',
};

const STATUS_LABELS: Record<Purchase['status'], string> = {
  pending: 'Pending',
  completed: 'Completed',
  refunded: 'Refunded',
};

/** For admins on a premium recipe: its purchases, and a full refund of a completed one. */
export function RecipePurchasesAdmin({ recipeId }: { recipeId: string }) {
  const purchases = useRecipePurchases(recipeId, true);
  const refund = useRefundPurchase(recipeId);
  const dates = useDateFormat();
  const [refunding, setRefunding] = useState<string | null>(null);
  const [reason, setReason] = useState('');

  const close = () => {
    setRefunding(null);
    setReason('');
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="recipe-purchases-title">
      <Title order={2} fz="lg" id="recipe-purchases-title">
        Purchases
      </Title>
      {purchases.isPending ? (
        <Text c="dimmed">Loading purchases…</Text>
      ) : purchases.isError ? (
        <Text c="red">Failed to load purchases</Text>
      ) : purchases.data.purchases.length === 0 ? (
        <Text c="dimmed">No purchases yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Buyer</Table.Th>
                <Table.Th scope="col">Date</Table.Th>
                <Table.Th scope="col">Price</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {purchases.data.purchases.map((purchase) => (
                <Table.Tr key={purchase.id}>
                  <Table.Td>{purchase.buyerEmail ?? purchase.userId}</Table.Td>
                  <Table.Td>{dates.date(purchase.createdAt)}</Table.Td>
                  <Table.Td>{formatCents(purchase.priceCents)}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLORS[purchase.status]} variant="light">
                      {STATUS_LABELS[purchase.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {purchase.status === 'completed' && (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        onClick={() => setRefunding(purchase.id)}
                        aria-label={`Refund ${purchase.buyerEmail ?? 'purchase'}`}
                      >
                        Refund
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal opened={refunding !== null} onClose={close} title="Refund purchase" centered>
        <Stack gap="md">
          <Text>
            The buyer gets their money back and loses access to this recipe; the sale is taken out
            of the creator’s earnings.
          </Text>
          <Textarea
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={refund.isPending}
              onClick={() =>
                refunding &&
                refund.mutate(
                  { purchaseId: refunding, reason },
                  {
                    onSuccess: () => {
                      close();
                      void notify({ color: 'green', message: 'Purchase refunded' });
                    },
                    onError: (error) => {
                      void notify({
                        color: 'red',
                        title: 'Error',
                        message:
                          error instanceof ApiError && error.status < 500 && error.message
                            ? error.message
                            : PURCHASE_MESSAGES.refundFailed,
                      });
                    },
                  },
                )
              }
            >
              Refund purchase
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
