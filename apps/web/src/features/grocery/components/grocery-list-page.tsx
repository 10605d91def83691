import { Container, Stack, Title } from '@mantine/core';
import type { DateRange } from '@simmer/domain/meal-plans';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { defaultGroceryRange, rangeFromSearchParams } from '../grocery-range';
import { GroceryListView, type GroceryListViewProps } from './grocery-list-view';

/** /grocery-list: the shopping list as a page; a chosen range lives in the address (?start=&end=). */
export function GroceryListPage({ canUseEnhanced }: Pick<GroceryListViewProps, 'canUseEnhanced'>) {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const range = useMemo(
    () => rangeFromSearchParams(new URLSearchParams(search)) ?? defaultGroceryRange(new Date()),
    [search],
  );
  const changeRange = useCallback(
    (next: DateRange) =>
      setParams({ start: next.start, end: next.end }, { preventScrollReset: true }),
    [setParams],
  );
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }} px={{ base: 'sm', xs: 'md' }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Shopping List
        </Title>
        <GroceryListView
          canUseEnhanced={canUseEnhanced}
          range={range}
          onRangeChange={changeRange}
        />
      </Stack>
    </Container>
  );
}
