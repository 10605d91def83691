import { Box, Button, Container, Group } from '@mantine/core';
import {
  IconBook2,
  IconCalendarWeek,
  IconChefHat,
  IconShoppingCart,
  IconUserCircle,
} from '@tabler/icons-react';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '@/components/logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { navSectionOf, paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useNextMealRecipeId } from '@/features/meal-plans/api/next-meal';
import classes from './navigation.module.css';

export const NAV_ITEMS = [
  { label: 'Cook', section: 'cook', icon: IconChefHat, to: 'cook' },
  { label: 'Shop', section: 'shop', icon: IconShoppingCart, to: paths.groceryList },
  { label: 'Plan', section: 'plan', icon: IconCalendarWeek, to: paths.mealPlanner },
  { label: 'Recipes', section: 'recipes', icon: IconBook2, to: paths.recipes },
  { label: 'Profile', section: 'profile', icon: IconUserCircle, to: paths.profile },
] as const;

/** Cook opens cook mode for the next scheduled meal's recipe, else the recipe box (spec 1 §2). */
function useCookTarget(): string {
  const { data: user } = useSession();
  const recipeId = useNextMealRecipeId(Boolean(user));
  return user && recipeId ? paths.recipeCookMode(recipeId) : paths.recipes;
}

/** The items with their links, and which one the current page belongs to (one at most). */
function useItems() {
  const cookTarget = useCookTarget();
  const current = navSectionOf(useLocation().pathname);
  return NAV_ITEMS.map((item) => ({
    ...item,
    to: item.to === 'cook' ? cookTarget : item.to,
    isActive: item.section === current,
  }));
}

/**
 * The navigation links are plain links, styled by navigation.module.css and Mantine's global focus
 * ring class: on every screen the bars render two or three times as the session and the next meal
 * arrive, and ten Mantine buttons around the links were most of that work.
 */
const linkClass = (base: string | undefined, isActive: boolean) =>
  `${base ?? ''} mantine-focus-auto${isActive ? ' active' : ''}`;

const activeProps = (isActive: boolean) => (isActive ? { 'aria-current': 'page' as const } : {});

export function TopBar() {
  const items = useItems();
  const { data: user } = useSession();
  const location = useLocation();
  return (
    <Box component="header" className={classes.topBar}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Logo />
          <Group component="nav" aria-label="Main" gap={4} visibleFrom="sm" wrap="nowrap">
            {items.map(({ label, icon: Icon, to, isActive }) => (
              <Link
                key={label}
                to={to}
                className={linkClass(classes.topLink, isActive)}
                {...activeProps(isActive)}
              >
                <Icon size={18} aria-hidden />
                <span>{label}</span>
              </Link>
            ))}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <ThemeToggle />
            {user === null && (
              <Button
                component={NavLink}
                to={paths.login}
                state={{ from: location }}
                variant="light"
                size="sm"
              >
                Log In
              </Button>
            )}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}

export function BottomBar() {
  const items = useItems();
  return (
    <Box component="nav" aria-label="Main" className={classes.bottomBar} hiddenFrom="sm">
      {items.map(({ label, icon: Icon, to, isActive }) => (
        <Link
          key={label}
          to={to}
          className={linkClass(classes.bottomLink, isActive)}
          {...activeProps(isActive)}
        >
          <Icon size={22} aria-hidden />
          <span className={classes.bottomLabel}>{label}</span>
        </Link>
      ))}
    </Box>
  );
}
