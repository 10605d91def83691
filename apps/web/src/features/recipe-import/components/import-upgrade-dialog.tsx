import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';

/**
 * What a user without `recipes.ai` sees at /recipes/add (spec 2 §6): Manual Entry or Upgrade Now.
 * Closing it goes back to the Recipe Box.
 */
export function ImportUpgradeDialog() {
  const navigate = useNavigate();
  return (
    <Modal
      opened
      onClose={() => void navigate(paths.recipes)}
      title="Recipe analysis is a Pro feature"
      centered
    >
      <Stack gap="lg">
        <Text>
          Upgrade to Pro to add recipes from a web page, pasted text or a photo, read and laid out
          for you to review. You can still type a recipe in yourself.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={paths.recipeNew} variant="default">
            Manual Entry
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
