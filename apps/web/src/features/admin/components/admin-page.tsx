import { Container, Tabs, Text, Title } from '@mantine/core';
import { ADMIN_MESSAGES } from '@simmer/domain/admin';
import { AuditTab } from './audit-tab';
import { RecipesTab } from './recipes-tab';
import { RecipeAccessTab } from './recipe-access-tab';
import { RevenueTab } from './revenue-tab';
import { UsersTab } from './users-tab';

/**
 * The admin dashboard (spec 2 §2): Users, Recipe Access, Recipes, Revenue, Settings, and the
 * audit trail.
 */
export function AdminPage() {
  return (
    <Container size="xl" py="lg">
      <Title order={1} mb="md">
        Admin Dashboard
      </Title>
      <Tabs defaultValue="users" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="users">Users</Tabs.Tab>
          <Tabs.Tab value="recipe-access">Recipe Access</Tabs.Tab>
          <Tabs.Tab value="recipes">Recipes</Tabs.Tab>
          <Tabs.Tab value="revenue">Revenue</Tabs.Tab>
          <Tabs.Tab value="settings">Settings</Tabs.Tab>
          <Tabs.Tab value="audit">Audit</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users" pt="md">
          <UsersTab />
        </Tabs.Panel>
        <Tabs.Panel value="recipe-access" pt="md">
          <RecipeAccessTab />
        </Tabs.Panel>
        <Tabs.Panel value="recipes" pt="md">
          <RecipesTab />
        </Tabs.Panel>
        <Tabs.Panel value="revenue" pt="md">
          <RevenueTab />
        </Tabs.Panel>
        <Tabs.Panel value="settings" pt="md">
          <Text py="lg">{ADMIN_MESSAGES.settingsUnderDevelopment}</Text>
        </Tabs.Panel>
        <Tabs.Panel value="audit" pt="md">
          <AuditTab />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
