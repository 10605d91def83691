import { Alert, Badge, Button, Card, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { RecipeShare } from '@simmer/domain/recipes';
import { IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useDateFormat } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { useRecipeShares, useRevokeShare } from '../api/sharing';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function SharedLinkRow({ recipeId, share }: { recipeId: string; share: RecipeShare }) {
  const revoke = useRevokeShare(recipeId);
  const dates = useDateFormat();
  const [isConfirming, setIsConfirming] = useState(false);
  const onRevoke = () =>
    revoke.mutate(share.shareId, {
      onSuccess: () => void notify({ color: 'green', message: 'Link revoked' }),
      onError: (error) =>
        void notify({
          color: 'red',
          title: 'Error',
          message:
            error instanceof ApiError && error.status < 500
              ? error.message
              : 'An unexpected error occurred',
        }),
    });
  return (
    <Card withBorder radius="md" p="sm" aria-label={`Shared link ${share.url}`} component="li">
      <Stack gap={6}>
        <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
          {share.url}
        </Text>
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            Shared {dates.date(share.createdAt, 'medium')} · {plural(share.views, 'view')} ·{' '}
            {plural(share.saves, 'save')}
          </Text>
          {!share.isMine && (
            <Badge size="xs" variant="light" color="gray">
              Shared by someone else
            </Badge>
          )}
        </Group>
        {isConfirming ? (
          <Alert color="red" variant="light" p="xs">
            <Stack gap="xs">
              <Text size="sm">
                Revoke this link? Anyone who opens it will see that the recipe was not found.
              </Text>
              <Group gap="xs" justify="flex-end">
                <Button
                  size="xs"
                  variant="default"
                  disabled={revoke.isPending}
                  onClick={() => setIsConfirming(false)}
                >
                  Keep Link
                </Button>
                <Button size="xs" color="red" loading={revoke.isPending} onClick={onRevoke}>
                  Revoke Link
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <Group justify="flex-end">
            <Button size="xs" variant="light" color="red" onClick={() => setIsConfirming(true)}>
              Revoke
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * "Manage links": the recipe's working shared links the user may revoke (their own, or every link to
 * a recipe they created). Shown only once there is one.
 */
export function SharedLinksButton({
  recipeId,
  mih,
}: {
  recipeId: string;
  mih?: Record<string, number>;
}) {
  const shares = useRecipeShares(recipeId);
  const [opened, setOpened] = useState(false);
  const count = shares.data?.length ?? 0;
  if (count === 0 && !opened) return null;
  return (
    <>
      <Button
        variant="default"
        mih={mih}
        leftSection={<IconLink size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Manage links ({count})
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Shared links" centered>
        {shares.isPending ? (
          <Loader size="sm" aria-label="Loading shared links" />
        ) : shares.isError && !shares.data ? (
          <Alert color="red" role="alert" py="xs">
            <Group justify="space-between" gap="xs">
              <Text size="sm">Could not load your shared links.</Text>
              <Button size="xs" variant="default" onClick={() => void shares.refetch()}>
                Try Again
              </Button>
            </Group>
          </Alert>
        ) : count === 0 ? (
          <Text size="sm" c="dimmed">
            No working shared links.
          </Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {shares.data?.map((share) => (
              <SharedLinkRow key={share.shareId} recipeId={recipeId} share={share} />
            ))}
          </Stack>
        )}
      </Modal>
    </>
  );
}
