import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

interface UpgradeDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  message: string;
  /** The other way out, beside Upgrade Now: Cancel, Manual Entry… */
  alternative: ReactNode;
}

/** A Pro feature offered to a user without it: what it does, another way, and Upgrade Now. */
export function UpgradeDialog({
  opened,
  onClose,
  title,
  message,
  alternative,
}: UpgradeDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="lg">
        <Text>{message}</Text>
        <Group justify="flex-end" gap="sm">
          {alternative}
          <Button
            component={Link}
            to={paths.pro}
            leftSection={<IconSparkles size={18} aria-hidden />}
          >
            Upgrade Now
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
