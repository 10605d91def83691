import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import {
  IMPORT_MESSAGES,
  IMPORT_TROUBLESHOOTING_TIPS,
  type ImportDuplicate,
} from '@simmer/domain/import';
import { IconAlertCircle, IconCopy, IconRefresh } from '@tabler/icons-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { ImportFailure } from '../import-request';

interface ImportFailureAlertProps {
  failure: ImportFailure;
  onTryAgain: () => void;
  ref?: Ref<HTMLDivElement>;
}

/** An import that failed: the spec's error line, its troubleshooting tips and Try Again (spec 2 §8). */
export function ImportFailureAlert({ failure, onTryAgain, ref }: ImportFailureAlertProps) {
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="red"
      role="alert"
      icon={<IconAlertCircle size={20} aria-hidden />}
      data-testid="import-error"
    >
      <Stack gap="sm" align="flex-start">
        <Text fw={600} inherit>
          {failure.message}
        </Text>
        {failure.showTips && (
          <div>
            <Text size="sm" inherit>
              Things to try:
            </Text>
            <List size="sm">
              {IMPORT_TROUBLESHOOTING_TIPS.map((tip) => (
                <List.Item key={tip}>{tip}</List.Item>
              ))}
            </List>
          </div>
        )}
        <Button
          color="red"
          variant="white"
          leftSection={<IconRefresh size={18} aria-hidden />}
          onClick={onTryAgain}
        >
          Try Again
        </Button>
      </Stack>
    </Alert>
  );
}

interface DuplicateOfferProps {
  duplicate: ImportDuplicate;
  onImportAgain: () => void;
  ref?: Ref<HTMLDivElement>;
}

/** The page is already in the user's box: open that recipe, or import it once more. */
export function DuplicateOffer({ duplicate, onImportAgain, ref }: DuplicateOfferProps) {
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="yellow"
      role="alert"
      icon={<IconCopy size={20} aria-hidden />}
      data-testid="import-duplicate"
    >
      <Stack gap="sm" align="flex-start">
        <Text fw={600} inherit>
          {IMPORT_MESSAGES.duplicate(duplicate.name)}
        </Text>
        <Group gap="sm">
          <Button component={Link} to={paths.recipe(duplicate.id)} color="yellow" variant="filled">
            Open it
          </Button>
          <Button variant="default" onClick={onImportAgain}>
            Import again
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
