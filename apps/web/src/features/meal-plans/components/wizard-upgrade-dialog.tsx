import { MEAL_MESSAGES } from '@simmer/domain/meal-plans';
import { Button } from '@mantine/core';
import { UpgradeDialog } from '@/components/upgrade-dialog';
import { useMountedOnceOpened } from './use-mounted-once-opened';

interface WizardUpgradeDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** What the Recipe Wizard button shows a user without mealplan.wizard (spec 2 §2). */
export function WizardUpgradeDialog({ opened, onClose }: WizardUpgradeDialogProps) {
  const { isMounted, isOpened } = useMountedOnceOpened(opened);
  if (!isMounted) return null;
  return (
    <UpgradeDialog
      opened={isOpened}
      onClose={onClose}
      title={MEAL_MESSAGES.wizardUpgradeTitle}
      message={MEAL_MESSAGES.wizardUpgrade}
      alternative={
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
      }
    />
  );
}
