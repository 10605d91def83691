import {
  Alert,
  Anchor,
  Badge,
  Container,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { ADMIN_MESSAGES } from '@simmer/domain/admin';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDateFormat } from '@/lib/format-date';
import { useUserRecipes } from '../api/admin';

/** An admin's list of the recipes one user created (spec 2 §2 /admin/recipes/{uid}). */
export function UserRecipesPage({ userId }: { userId: string }) {
  const format = useDateFormat();
  const recipes = useUserRecipes(userId);

  return (
    <Container size="lg" py="lg">
      <Stack>
        <Anchor component={Link} to={paths.admin} size="sm">
          Back to the admin dashboard
        </Anchor>
        <Title order={1}>
          {recipes.data
            ? `Recipes of ${recipes.data.user.displayName || recipes.data.user.email}`
            : 'Recipes'}
        </Title>
        {recipes.isPending && <Skeleton h={120} />}
        {recipes.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {ADMIN_MESSAGES.fetchRecipesFailed}
          </Alert>
        )}
        {recipes.data && recipes.data.recipes.length === 0 && (
          <Text c="dimmed">This user has not created any recipe.</Text>
        )}
        {recipes.data && recipes.data.recipes.length > 0 && (
          <Table.ScrollContainer minWidth={480}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Recipe</Table.Th>
                  <Table.Th>Visibility</Table.Th>
                  <Table.Th>Created</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {recipes.data.recipes.map((recipe) => (
                  <Table.Tr key={recipe.id}>
                    <Table.Td>
                      <Anchor component={Link} to={paths.recipe(recipe.id)}>
                        {recipe.name}
                      </Anchor>{' '}
                      {recipe.isPurchasable && <Badge variant="light">Premium</Badge>}
                    </Table.Td>
                    <Table.Td>{recipe.visibility}</Table.Td>
                    <Table.Td>{format.date(recipe.createdAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Container>
  );
}
