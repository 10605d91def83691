import {
  Anchor,
  Box,
  Container,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCalendarWeek, IconChefHat, IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import classes from './landing-page.module.css';
import { PricingSection } from '@/components/pricing-plans';
import { SignupEmailForm } from './signup-email-form';
import { SiteFooter } from './site-footer';

const STATS = [
  { value: '5min', label: 'weekly planning' },
  { value: '30%', label: 'grocery savings' },
  { value: '1000+', label: 'recipes' },
  { value: '4.9', label: 'rating' },
];

const FEATURES = [
  {
    icon: IconCalendarWeek,
    title: 'Plan the week in minutes',
    text: 'Drop recipes, quick meals or placeholders into breakfast, lunch, dinner and snacks, and drag them around as the week changes.',
  },
  {
    icon: IconShoppingCart,
    title: 'One list for the shop',
    text: 'Your plan becomes a single grocery list: quantities merged, grouped by aisle, and ticked off from your phone.',
  },
  {
    icon: IconChefHat,
    title: 'Cook step by step',
    text: 'Big text, one step at a time, timers for every step and the screen kept awake while your hands are busy.',
  },
];

export function LandingPage() {
  return (
    <>
      <Box component="section" className={classes.hero} aria-labelledby="hero-title">
        <Container size="md" py={{ base: 48, sm: 88 }}>
          <Stack gap="lg" align="center" ta="center">
            <Title order={1} id="hero-title" className={classes.headline}>
              Plan your meals in 5 minutes a week
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="dimmed" maw={620}>
              Keep every recipe in one place, plan the week in a few taps, shop from one merged list
              and cook from your phone.
            </Text>
            <Box w="100%" maw={520}>
              <SignupEmailForm id="hero-email" />
            </Box>
            <Text size="sm" c="dimmed">
              Already have an account?{' '}
              <Anchor component={Link} to={paths.login} fw={600}>
                Log In
              </Anchor>
            </Text>
          </Stack>
        </Container>
      </Box>

      <Container size="md" component="section" aria-label="Simmer in numbers" py="lg">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          {STATS.map((stat) => (
            <Stack key={stat.label} gap={0} align="center">
              <Text fz={32} fw={800} c="orange">
                {stat.value}
              </Text>
              <Text size="sm" c="dimmed">
                {stat.label}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>

      <Container size="lg" component="section" py={64} aria-labelledby="features-title">
        <Title order={2} id="features-title" ta="center" mb="xl">
          Everything between &ldquo;what&rsquo;s for dinner?&rdquo; and dinner
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <Paper key={title} withBorder radius="lg" p="lg">
              <ThemeIcon size={44} radius="md" variant="light" mb="md">
                <Icon size={24} />
              </ThemeIcon>
              <Title order={3} fz="lg" mb={6}>
                {title}
              </Title>
              <Text size="sm" c="dimmed">
                {text}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>

      <PricingSection />

      <Box component="section" className={classes.cta} aria-labelledby="cta-title">
        <Container size="sm" py={64}>
          <Stack align="center" ta="center" gap="md">
            <Title order={2} id="cta-title">
              Dinner, sorted for the whole week
            </Title>
            <Text c="dimmed">Create your free account and plan your first week tonight.</Text>
            <Box w="100%" maw={520}>
              <SignupEmailForm id="cta-email" />
            </Box>
          </Stack>
        </Container>
      </Box>

      <SiteFooter />
    </>
  );
}
