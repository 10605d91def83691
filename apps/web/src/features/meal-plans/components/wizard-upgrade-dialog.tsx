import { MEAL_MESSAGES } from '@simmer/domain/meal-plans';
import { Button } from '@mantine/core';
import { UpgradeDialog } from '@/components/upgrade-dialog';

interface WizardUpgradeDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** What the Recipe Wizard button shows a user without mealplan.wizard (spec 2 §2). */
export function WizardUpgradeDialog({ opened, onClose }: WizardUpgradeDialogProps) {
  return (
    <UpgradeDialog
      opened={opened}
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
