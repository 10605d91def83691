import {
  Alert,
  Button,
  Card,
  CopyButton,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCalendarShare, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCalendarFeed, useSetCalendarFeed } from '../api/meals';

type Confirmation = keyof typeof CONFIRMATIONS;

const CONFIRMATIONS = {
  renew: {
    title: 'Make a new calendar link?',
    body: 'The old link stops working: calendars subscribed to it stop updating until you add the new one.',
    action: 'Make new link',
  },
  off: {
    title: 'Turn off the calendar feed?',
    body: 'The link stops working and calendars subscribed to it stop showing your meal plan.',
    action: 'Turn off',
  },
} as const;

function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

function FeedLink({ url }: { url: string }) {
  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="Calendar link"
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: 1, minWidth: 0 }}
        />
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'light' : 'default'}
              color={copied ? 'green' : undefined}
              leftSection={
                copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
              }
              onClick={copy}
              aria-label={copied ? 'Calendar link copied' : 'Copy calendar link'}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="xs" c="dimmed">
        In your calendar app, subscribe to a calendar from a URL and paste this link. Keep it
        private: anyone with the link can see your meal plan.
      </Text>
    </Stack>
  );
}

/**
 * The plan as an iCalendar feed at a secret address (beyond the spec, issue 6): create the link,
 * copy it, replace it with a new one, or turn it off. Settings shows it; the route passes it in.
 */
export function CalendarFeedSettings() {
  const feed = useCalendarFeed();
  const setFeed = useSetCalendarFeed();
  const [confirming, setConfirming] = useState<Confirmation>('renew');
  const [isConfirming, setIsConfirming] = useState(false);

  const change = (enabled: boolean) =>
    setFeed.mutate(enabled, {
      onSuccess: () => setIsConfirming(false),
      onError: (error) =>
        void notify({
          color: 'red',
          title: 'Error',
          message: errorText(error, 'Failed to update the calendar feed'),
        }),
    });

  const url = feed.data?.url ?? null;
  const confirmation = CONFIRMATIONS[confirming];
  const confirm = (kind: Confirmation) => {
    setConfirming(kind);
    setIsConfirming(true);
  };

  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="calendar-feed-title">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id="calendar-feed-title">
            Calendar feed
          </Title>
          <Text size="sm" c="dimmed">
            Show your meal plan in any calendar app (Google Calendar, Apple Calendar, Outlook) with
            a private link that keeps itself up to date.
          </Text>
        </Stack>

        {feed.isPending ? (
          <Stack gap="xs" role="status" aria-label="Loading the calendar feed">
            <Skeleton height={14} width={120} />
            <Skeleton height={36} />
          </Stack>
        ) : feed.isError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            <Text size="sm">{errorText(feed.error, 'Failed to load the calendar feed')}</Text>
            <Button
              mt="sm"
              variant="light"
              color="red"
              onClick={() => void feed.refetch()}
              loading={feed.isFetching}
            >
              Try Again
            </Button>
          </Alert>
        ) : url ? (
          <>
            <FeedLink url={url} />
            <Group gap="sm">
              <Button variant="default" onClick={() => confirm('renew')}>
                New link
              </Button>
              <Button variant="light" color="red" onClick={() => confirm('off')}>
                Turn off
              </Button>
            </Group>
          </>
        ) : (
          <Group>
            <Button
              leftSection={<IconCalendarShare size={16} aria-hidden />}
              onClick={() => change(true)}
              loading={setFeed.isPending}
            >
              Create calendar link
            </Button>
          </Group>
        )}
      </Stack>

      <Modal
        opened={isConfirming}
        onClose={() => !setFeed.isPending && setIsConfirming(false)}
        title={confirmation.title}
        centered
      >
        <Stack gap="md">
          <Text>{confirmation.body}</Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => setIsConfirming(false)}
              disabled={setFeed.isPending}
            >
              Cancel
            </Button>
            <Button
              color={confirming === 'off' ? 'red' : undefined}
              loading={setFeed.isPending}
              onClick={() => change(confirming === 'renew')}
            >
              {confirmation.action}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
