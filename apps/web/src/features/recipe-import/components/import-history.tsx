import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import type { ImportRecord, ImportSource } from '@simmer/domain/import';
import {
  IconFileCode,
  IconFileText,
  IconPhoto,
  IconRefresh,
  IconTrash,
  IconWorld,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDateFormat } from '@/lib/format-date';
import { useImportHistory, useRemoveImport } from '../api/imports';
import {
  importActions,
  importDateLabel,
  importHeading,
  SOURCE_LABELS,
  STATUS_LABELS,
} from '../history-labels';
import classes from '../recipe-import.module.css';

const SOURCE_ICONS: Record<ImportSource, typeof IconWorld> = {
  url: IconWorld,
  text: IconFileText,
  image: IconPhoto,
  file: IconFileCode,
};

function HistoryItem({
  record,
  now,
  isBusy,
  onRetry,
  onRemove,
}: {
  record: ImportRecord;
  now: Date;
  isBusy: boolean;
  onRetry: () => void;
  onRemove: () => void;
}) {
  const Icon = SOURCE_ICONS[record.source];
  const dates = useDateFormat();
  const { title, subtitle } = importHeading(record);
  const status = STATUS_LABELS[record.status];
  const actions = importActions(record);
  return (
    <li className={classes.historyItem} aria-label={title}>
      <Tooltip label={SOURCE_LABELS[record.source]}>
        <ThemeIcon variant="light" color="gray" size={36} radius="md">
          <Icon size={20} aria-label={SOURCE_LABELS[record.source]} />
        </ThemeIcon>
      </Tooltip>
      <div className={classes.historyText}>
        <Group gap="xs" wrap="nowrap">
          <Text fw={600} truncate>
            {title}
          </Text>
          <Badge color={status.color} variant="light" style={{ flexShrink: 0 }}>
            {status.label}
          </Badge>
        </Group>
        {subtitle && (
          <Text size="sm" c="dimmed" truncate>
            {subtitle}
          </Text>
        )}
        {record.status === 'failed' && record.reason && (
          <Text size="sm" c="red">
            {record.reason}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          <time dateTime={record.createdAt}>{importDateLabel(record.createdAt, now, dates)}</time>
        </Text>
      </div>
      <Group gap="xs" wrap="nowrap">
        {actions.canRetry && (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={onRetry}
            disabled={isBusy}
          >
            Retry
          </Button>
        )}
        {actions.canOpen && (
          <Button
            size="compact-sm"
            variant="light"
            component={Link}
            to={paths.recipe(record.recipeId!)}
          >
            Open recipe
          </Button>
        )}
        <ActionIcon
          variant="subtle"
          color="gray"
          size={32}
          aria-label={`Remove ${title} from the history`}
          onClick={onRemove}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </li>
  );
}

interface ImportHistoryProps {
  /** Whether an import is running now (Retry waits for it). */
  isBusy: boolean;
  onRetry: (record: ImportRecord) => void;
}

/** Recent import attempts (issue 7 item 6): what came in, what failed and why, with Retry. */
export function ImportHistory({ isBusy, onRetry }: ImportHistoryProps) {
  const history = useImportHistory();
  const remove = useRemoveImport();
  const now = new Date();
  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby="import-history-title"
    >
      <Stack gap="md">
        <Title order={2} fz="lg" id="import-history-title">
          Recent imports
        </Title>
        {history.isPending && (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text c="dimmed" size="sm">
              Loading...
            </Text>
          </Group>
        )}
        {history.isError && (
          <Group gap="sm">
            <Text c="red" size="sm">
              Failed to load your imports
            </Text>
            <Button size="compact-sm" variant="light" onClick={() => void history.refetch()}>
              Try Again
            </Button>
          </Group>
        )}
        {history.data?.length === 0 && (
          <Text c="dimmed" size="sm">
            No imports yet. Recipes you import show up here, with any that could not be read so you
            can try them again.
          </Text>
        )}
        {history.data && history.data.length > 0 && (
          <ul className={classes.historyList}>
            {history.data.map((record) => (
              <HistoryItem
                key={record.id}
                record={record}
                now={now}
                isBusy={isBusy}
                onRetry={() => onRetry(record)}
                onRemove={() => remove.mutate(record.id)}
              />
            ))}
          </ul>
        )}
      </Stack>
    </Paper>
  );
}
