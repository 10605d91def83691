import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarWeek } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function DashboardRoute({ name }: { name: string }) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>hey chef,</Title>
            <Text c="dimmed">{name ? `Good to see you, ${name}.` : 'Good to see you.'}</Text>
          </div>
          <Button
            component={Link}
            to={paths.mealPlanner}
            leftSection={<IconCalendarWeek size={18} />}
          >
            Plan This Week
          </Button>
        </Group>
        <Paper withBorder radius="lg" p="lg">
          <Text fw={600}>Your task tiles are coming soon</Text>
          <Text size="sm" c="dimmed">
            This is where Simmer will show what needs doing next: planning the week, choosing
            recipes, shopping and cooking.
          </Text>
        </Paper>
      </Stack>
    </Container>
  );
}
