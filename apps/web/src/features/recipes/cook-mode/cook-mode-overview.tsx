import type { Recipe } from '@simmer/domain/recipes';
import { List, Modal, Stack, Tabs, Text, UnstyledButton } from '@mantine/core';
import { ingredientLines, type UnitsView } from '../recipe-display';

/**
 * Spec 2 §2: 'Recipe Overview' with Ingredients (the description, then quantity, unit and name,
 * scaled to the servings chosen) and Steps (choose one to go to it).
 */
export function CookModeOverview({
  recipe,
  opened,
  onClose,
  servings,
  units,
  currentStep,
  onJump,
}: {
  recipe: Recipe;
  opened: boolean;
  onClose: () => void;
  servings: number;
  units: UnitsView;
  currentStep: number;
  onJump: (index: number) => void;
}) {
  const lines = ingredientLines(recipe.ingredients, {
    units,
    servings: { from: recipe.servings, to: servings },
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Recipe Overview" size="lg" zIndex={300}>
      <Tabs defaultValue="ingredients">
        <Tabs.List grow>
          <Tabs.Tab value="ingredients">Ingredients</Tabs.Tab>
          <Tabs.Tab value="steps">Steps</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="ingredients" pt="md">
          <Stack gap="sm">
            {recipe.description && <Text c="dimmed">{recipe.description}</Text>}
            <Text size="sm" fw={600}>
              For {servings} {servings === 1 ? 'serving' : 'servings'}
            </Text>
            <List spacing="xs" aria-label="Ingredients">
              {lines.map((line) => (
                <List.Item key={line.key}>
                  {[line.amount, line.name].filter(Boolean).join(' ')}
                  {line.preparation && <Text span c="dimmed">{`, ${line.preparation}`}</Text>}
                </List.Item>
              ))}
            </List>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="steps" pt="md">
          <Stack
            gap={6}
            component="ol"
            aria-label="Steps"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {recipe.instructions.map((step, index) => (
              <li key={index}>
                <UnstyledButton
                  onClick={() => onJump(index)}
                  aria-current={index === currentStep ? 'step' : undefined}
                  w="100%"
                  p="sm"
                  mih={44}
                  style={{
                    borderRadius: 'var(--mantine-radius-md)',
                    border: '1px solid var(--mantine-color-default-border)',
                    background:
                      index === currentStep ? 'var(--mantine-primary-color-light)' : undefined,
                  }}
                >
                  <Text fw={700} span>
                    {`Step ${index + 1}. `}
                  </Text>
                  <Text span>{step.text}</Text>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
