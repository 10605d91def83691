import { MEAL_MESSAGES } from '@simmer/domain/meal-plans';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

interface WizardUpgradeDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** What the Recipe Wizard button shows a user without mealplan.wizard (spec 2 §2). */
export function WizardUpgradeDialog({ opened, onClose }: WizardUpgradeDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={MEAL_MESSAGES.wizardUpgradeTitle}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="lg">
        <Text>{MEAL_MESSAGES.wizardUpgrade}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
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
