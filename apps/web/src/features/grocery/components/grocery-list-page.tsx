import { Container, Stack, Title } from '@mantine/core';
import { GroceryListView, type GroceryListViewProps } from './grocery-list-view';

/** /grocery-list: the shopping list as a page. */
export function GroceryListPage({ canUseEnhanced }: Pick<GroceryListViewProps, 'canUseEnhanced'>) {
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }} px={{ base: 'sm', xs: 'md' }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Shopping List
        </Title>
        <GroceryListView canUseEnhanced={canUseEnhanced} />
      </Stack>
    </Container>
  );
}
