import { Badge, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import type { DashboardTile, StatusLevel } from '@simmer/domain/onboarding';
import {
  IconBook,
  IconCalendarWeek,
  IconChefHat,
  IconCompass,
  IconShoppingCart,
  IconUserCircle,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './dashboard.module.css';

const LEVEL: Record<StatusLevel, { label: string; color: string }> = {
  urgent: { label: 'Urgent', color: 'red' },
  high: { label: 'High priority', color: 'orange' },
  medium: { label: 'Medium priority', color: 'blue' },
  low: { label: 'Low priority', color: 'gray' },
  normal: { label: 'On track', color: 'green' },
};

const ICON: Record<DashboardTile['type'], typeof IconBook> = {
  'meal-planning': IconCalendarWeek,
  'recipe-selection': IconBook,
  'grocery-shopping': IconShoppingCart,
  'recipe-discovery': IconCompass,
  'cook-mode': IconChefHat,
  'user-profile': IconUserCircle,
};

export interface DashboardTilesProps {
  tiles: DashboardTile[];
  /** The User Profile tile was opened (spec 1 §2: it stores prefilled preferences). */
  onProfileTileClick?: () => void;
}

/** The task tiles in the server's order, as an ordered list of links. */
export function DashboardTiles({ tiles, onProfileTileClick }: DashboardTilesProps) {
  return (
    <SimpleGrid
      component="ol"
      aria-label="Your tasks"
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      className={classes.tileList}
    >
      {tiles.map((tile) => {
        const Icon = ICON[tile.type];
        const level = LEVEL[tile.statusLevel];
        return (
          <li key={tile.type} data-tile={tile.type}>
            <Card
              component={Link}
              to={tile.link}
              withBorder
              radius="lg"
              padding="lg"
              className={classes.tile}
              data-level={tile.statusLevel}
              onClick={tile.type === 'user-profile' ? onProfileTileClick : undefined}
            >
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap">
                  <Icon size={24} aria-hidden="true" />
                  <Title order={3} size="h4">
                    {tile.title}
                  </Title>
                </Group>
                <Badge color={level.color} variant="light">
                  {level.label}
                </Badge>
              </Group>
              <Text mt="sm">{tile.description}</Text>
              {tile.alert && (
                <Text mt="xs" fw={600}>
                  {tile.alert}
                </Text>
              )}
            </Card>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
