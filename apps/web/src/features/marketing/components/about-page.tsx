import { Anchor, Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBulb, IconClockHour4, IconShoppingBag } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { aboutContent } from '../legal-content';

const ICONS = {
  'Smart Planning': IconBulb,
  'Effortless Shopping': IconShoppingBag,
  'Time-Saving': IconClockHour4,
} as const;

export function AboutPage() {
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{aboutContent.title}</Title>
        {aboutContent.mission.map((paragraph) => (
          <Text key={paragraph.slice(0, 40)} fz="lg">
            {paragraph}
          </Text>
        ))}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt="md">
          {aboutContent.highlights.map((highlight) => {
            const Icon = ICONS[highlight.title];
            return (
              <Paper key={highlight.title} withBorder radius="lg" p="lg">
                <ThemeIcon size={40} radius="md" variant="light" mb="sm">
                  <Icon size={22} />
                </ThemeIcon>
                <Title order={2} fz="lg" mb={6}>
                  {highlight.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {highlight.description}
                </Text>
              </Paper>
            );
          })}
        </SimpleGrid>
        <Anchor component={Link} to={paths.home} fw={600}>
          Back to Home
        </Anchor>
      </Stack>
    </Container>
  );
}
