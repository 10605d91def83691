import { Anchor, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';

const COLUMNS = [
  {
    title: 'Company',
    links: [
      { label: 'About', to: paths.about },
      { label: 'For Chefs', to: paths.chefs },
      { label: 'Pricing', to: `${paths.home}#pricing` },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: paths.privacy },
      { label: 'Terms of Service', to: paths.terms },
      { label: 'Cookie Policy', to: paths.cookies },
      { label: 'GDPR', to: paths.gdpr },
    ],
  },
];

export function SiteFooter() {
  return (
    <Container component="footer" size="lg" py="xl" mt="xl">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
        <Stack gap="xs">
          <Logo />
          <Text size="sm" c="dimmed" maw={280}>
            Keep your recipes, plan the week, shop from one list and cook from your phone.
          </Text>
        </Stack>
        {COLUMNS.map((column) => (
          <Stack key={column.title} gap={6} component="nav" aria-label={column.title}>
            <Text fw={700} size="sm">
              {column.title}
            </Text>
            {column.links.map((link) => (
              <Anchor key={link.label} component={Link} to={link.to} size="sm" c="dimmed">
                {link.label}
              </Anchor>
            ))}
          </Stack>
        ))}
      </SimpleGrid>
      <Group justify="space-between" mt="xl">
        <Text size="xs" c="dimmed">
          © {new Date().getFullYear()} Simmer. All rights reserved.
        </Text>
      </Group>
    </Container>
  );
}
