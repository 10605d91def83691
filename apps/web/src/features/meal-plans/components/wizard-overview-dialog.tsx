import type { StoryRecipe } from '@simmer/domain/suggestions';
import { Badge, Button, Group, List, Modal, ScrollArea, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconClock } from '@tabler/icons-react';
import { ingredientLine } from './recipe-details-dialog';

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
          <Tabs defaultValue="ingredients" keepMounted={false}>
            <Tabs.List grow>
              <Tabs.Tab value="ingredients">Ingredients</Tabs.Tab>
              <Tabs.Tab value="steps">Steps</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="ingredients" pt="md">
              {recipe.ingredients.length === 0 ? (
                <Text c="dimmed" size="sm">
                  No ingredients listed.
                </Text>
              ) : (
                <List spacing="xs" size="sm">
                  {recipe.ingredients.map((ingredient, index) => (
                    <List.Item key={index}>
                      {ingredientLine(ingredient)}
                      {ingredient.preparation && `, ${ingredient.preparation}`}
                    </List.Item>
                  ))}
                </List>
              )}
            </Tabs.Panel>
            <Tabs.Panel value="steps" pt="md">
              {recipe.instructions.length === 0 ? (
                <Text c="dimmed" size="sm">
                  No steps listed.
                </Text>
              ) : (
                <List type="ordered" spacing="sm" size="sm">
                  {recipe.instructions.map((step, index) => (
                    <List.Item key={index}>{step.text}</List.Item>
                  ))}
                </List>
              )}
            </Tabs.Panel>
          </Tabs>
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
