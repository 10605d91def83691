import type { StoryRecipe } from '@simmer/domain/suggestions';
import { Badge, Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconClock } from '@tabler/icons-react';
import { RecipeContentTabs } from './recipe-content-tabs';

interface WizardOverviewDialogProps {
  recipe: StoryRecipe | null;
  opened: boolean;
  onClose: () => void;
  onAdd: () => void;
  isAdding: boolean;
}

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
          <RecipeContentTabs recipe={recipe} />
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
