import { PREMIUM_SALE_SHARE_PERCENT } from '@simmer/domain/chefs';
import {
  Accordion,
  Anchor,
  Avatar,
  Box,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCalendarEvent, IconCrown, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import { useChefsConfig } from '../api/chefs';
import classes from './chef-landing-page.module.css';
import { EarningsCalculator } from './earnings-calculator';

const EARNING_WAYS = [
  {
    icon: IconUsersGroup,
    title: 'CookShare revenue',
    text: 'Every follower who cooks with you on Simmer earns you a share of CookShare revenue. Chefs keep 70% of it.',
  },
  {
    icon: IconCrown,
    title: 'Premium revenue',
    text: `Sell premium recipes from $0.99 and keep ${PREMIUM_SALE_SHARE_PERCENT}% of each sale. Bring the paid content you already make and keep 90% of what it earns.`,
  },
];

const TESTIMONIALS = [
  {
    name: 'Maya R.',
    role: 'Home baker, 48k followers',
    quote:
      'My sourdough guides used to live in DMs. Now followers buy them, cook them, and I get paid every month.',
  },
  {
    name: 'Daniel O.',
    role: 'Weeknight dinners, 120k followers',
    quote:
      'CookShare turned the people who actually cook my recipes into income I can plan around.',
  },
  {
    name: 'Priya S.',
    role: 'Plant-based chef, 15k followers',
    quote:
      'Setting up took an evening. My premium meal-prep series paid for itself in the first month.',
  },
];

const FAQ = [
  {
    question: 'How often are payments made?',
    answer: 'Payments are monthly.',
  },
  {
    question: 'How much of each premium sale do I keep?',
    answer: `Simmer chefs keep ${PREMIUM_SALE_SHARE_PERCENT}% of each premium sale. Premium recipes start at $0.99.`,
  },
  {
    question: 'How is my estimate calculated?',
    answer:
      'Engaged users are your followers times your engagement rate. CookShare revenue is engaged users × $10 × 70% × your CookShare percentage. Premium revenue is 90% of what your paid content earns each month today.',
  },
  {
    question: 'Who can become a Simmer chef?',
    answer:
      'Anyone with a Simmer account can apply. Our team reviews each application and lets you know when you can start selling.',
  },
];

// The landing page's full footer stays in its own chunk: sharing it would split it out of the
// landing page's code into one more file to fetch.
const FOOTER_LINKS = [
  { label: 'Home', to: paths.home },
  { label: 'About', to: paths.about },
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Terms of Service', to: paths.terms },
];

function DemoLink({ children, variant }: { children: ReactNode; variant: 'default' | 'white' }) {
  const { data } = useChefsConfig();
  return (
    <Button
      component="a"
      href={data?.demoUrl ?? '#'}
      target="_blank"
      rel="noopener noreferrer"
      size="lg"
      variant={variant}
      leftSection={<IconCalendarEvent size={20} aria-hidden />}
      aria-disabled={!data}
    >
      {children}
    </Button>
  );
}

function Actions() {
  return (
    <Group gap="sm" justify="center">
      <Button component={Link} to={paths.chefSignup} size="lg">
        Start Earning Now
      </Button>
      <DemoLink variant="default">Schedule a Demo</DemoLink>
    </Group>
  );
}

/** /chefs: why and how chefs earn on Simmer, the earnings calculator, and the way in. */
export function ChefLandingPage() {
  return (
    <>
      <Box component="header" className={classes.header}>
        <Container size="lg" py="sm">
          <Group justify="space-between">
            <Logo />
            <Anchor component={Link} to={paths.login} fw={600}>
              Log In
            </Anchor>
          </Group>
        </Container>
      </Box>

      <Box component="section" className={classes.hero} aria-labelledby="chefs-title">
        <Container size="md" py={{ base: 48, sm: 88 }}>
          <Stack gap="lg" align="center" ta="center">
            <Text fw={700} c="orange" tt="uppercase" size="sm" lts={1}>
              Simmer for chefs
            </Text>
            <Title order={1} id="chefs-title" className={classes.headline}>
              Get Paid to Share Your Recipes
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="dimmed" maw={620}>
              Turn the recipes your followers already love into monthly income, from the people who
              cook with you and from premium recipes you sell.
            </Text>
            <Actions />
          </Stack>
        </Container>
      </Box>

      <Container size="lg" component="section" py={64} aria-labelledby="ways-title">
        <Title order={2} id="ways-title" ta="center" mb="xl">
          Two ways to earn
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {EARNING_WAYS.map(({ icon: Icon, title, text }) => (
            <Paper key={title} withBorder radius="lg" p="xl">
              <ThemeIcon size={48} radius="md" variant="light" mb="md" aria-hidden>
                <Icon size={26} />
              </ThemeIcon>
              <Title order={3} fz="xl" mb={8}>
                {title}
              </Title>
              <Text c="dimmed">{text}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>

      <Box component="section" className={classes.band} aria-labelledby="calculator-title">
        <Container size="lg" py={64}>
          <Stack gap="xs" align="center" ta="center" mb="xl">
            <Title order={2} id="calculator-title">
              Earnings calculator
            </Title>
            <Text c="dimmed" maw={560}>
              Tell us about your audience and what you earn today, and see what Simmer could pay you
              each month.
            </Text>
          </Stack>
          <EarningsCalculator />
        </Container>
      </Box>

      <Container size="lg" component="section" py={64} aria-labelledby="testimonials-title">
        <Title order={2} id="testimonials-title" ta="center" mb="xl">
          Chefs on Simmer
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {TESTIMONIALS.map((testimonial) => (
            <Paper
              key={testimonial.name}
              component="figure"
              withBorder
              radius="lg"
              p="lg"
              m={0}
              className={classes.quote}
            >
              <Stack justify="space-between" h="100%" gap="lg">
                <Text component="blockquote" m={0}>
                  &ldquo;{testimonial.quote}&rdquo;
                </Text>
                <Group gap="sm" component="figcaption" wrap="nowrap">
                  <Avatar color="orange" radius="xl" aria-hidden>
                    {testimonial.name.slice(0, 1)}
                  </Avatar>
                  <div>
                    <Text fw={700} size="sm">
                      {testimonial.name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {testimonial.role}
                    </Text>
                  </div>
                </Group>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>

      <Container size="sm" component="section" py={48} aria-labelledby="faq-title">
        <Title order={2} id="faq-title" ta="center" mb="xl">
          Frequently asked questions
        </Title>
        <Accordion variant="separated" radius="md" defaultValue="faq-0">
          {FAQ.map((item, index) => (
            // Values become element ids: no spaces.
            <Accordion.Item key={item.question} value={`faq-${index}`}>
              <Accordion.Control>
                <Text fw={600}>{item.question}</Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Text c="dimmed">{item.answer}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>

      <Box component="section" className={classes.band} aria-labelledby="start-title">
        <Container size="sm" py={64}>
          <Stack align="center" ta="center" gap="md">
            <Title order={2} id="start-title">
              Ready to get paid for your recipes?
            </Title>
            <Text c="dimmed">Apply in a few minutes. We review every application.</Text>
            <Actions />
          </Stack>
        </Container>
      </Box>

      <Container component="footer" size="lg" py="xl">
        <Group justify="space-between" gap="md">
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} Simmer. All rights reserved.
          </Text>
          <Group gap="md" component="nav" aria-label="Simmer">
            {FOOTER_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed">
                {link.label}
              </Anchor>
            ))}
          </Group>
        </Group>
      </Container>
    </>
  );
}
