import type { StoryRecipe } from '@simmer/domain/suggestions';
import { Alert, Badge, Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconClock, IconLock } from '@tabler/icons-react';
import { RecipeContentTabs } from './recipe-content-tabs';

interface WizardOverviewDialogProps {
  recipe: StoryRecipe | null;
  opened: boolean;
  onClose: () => void;
  onAdd: () => void;
  isAdding: boolean;
}

const LOCKED_NOTE = 'This is a premium recipe: buy it to see its ingredients and steps.';

/** A suggestion's overview (spec 2 §2 wizard): Ingredients and Steps, Cancel, Add to Meal Plan. */
export function WizardOverviewDialog({
  recipe,
  opened,
  onClose,
  onAdd,
  isAdding,
}: WizardOverviewDialogProps) {
  const isMobile = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened && recipe !== null}
      onClose={onClose}
      title={recipe?.name ?? 'Recipe overview'}
      size="lg"
      centered
      fullScreen={isMobile}
      scrollAreaComponent={ScrollArea.Autosize}
      closeButtonProps={{ 'aria-label': 'Close recipe overview' }}
    >
      {recipe && (
        <Stack gap="md">
          <Group gap="xs">
            <Badge
              variant="light"
              color="gray"
              tt="none"
              leftSection={<IconClock size={12} aria-hidden />}
            >
              {recipe.totalTime} mins
            </Badge>
            <Badge variant="light" color="gray" tt="none">
              Serves {recipe.servings}
            </Badge>
          </Group>
          {recipe.description && (
            <Text size="sm" c="dimmed">
              {recipe.description}
            </Text>
          )}
          {recipe.isLocked ? (
            <Alert color="yellow" icon={<IconLock size={18} aria-hidden />} p="xs">
              {LOCKED_NOTE}
            </Alert>
          ) : (
            <RecipeContentTabs recipe={recipe} />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button loading={isAdding} onClick={onAdd}>
              Add to Meal Plan
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
