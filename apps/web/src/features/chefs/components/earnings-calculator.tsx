import {
  CHEF_CALCULATOR,
  CHEF_LEAD_SAVE_FAILED,
  calculateChefEarnings,
  defaultChefCalculatorInputs,
  formatDollars,
  formatThousands,
  parseDigits,
  type CalculatorField,
  type ChefCalculatorInputs,
  type UtmParams,
} from '@simmer/domain/chefs';
import {
  Alert,
  Box,
  Button,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useSaveChefLead } from '../api/chefs';
import classes from './chef-landing-page.module.css';

function DigitsInput({
  label,
  field,
  value,
  onChange,
  prefix,
}: {
  label: string;
  field: CalculatorField;
  value: number | null;
  onChange: (value: number | null) => void;
  prefix?: string;
}) {
  return (
    <TextInput
      label={label}
      inputMode="numeric"
      autoComplete="off"
      size="md"
      leftSection={prefix ? <span aria-hidden>{prefix}</span> : undefined}
      value={value === null ? '' : formatThousands(value)}
      onChange={(event) => {
        const digits = parseDigits(event.currentTarget.value);
        onChange(digits === null ? null : Math.min(digits, field.max));
      }}
    />
  );
}

/**
 * A percentage in half-percent steps. The browser's own range input: labelled, keyboard-operable
 * (arrows, Page Up/Down, Home/End) and no extra widget code on the shared Mantine chunk.
 */
function PercentSlider({
  label,
  field,
  value,
  onChange,
  marks,
}: {
  label: string;
  field: CalculatorField;
  value: number;
  onChange: (value: number) => void;
  marks: number[];
}) {
  const inputId = useId();
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text component="label" htmlFor={inputId} fw={600} size="md">
          {label}
        </Text>
        <Text fw={700} aria-hidden>
          {value}%
        </Text>
      </Group>
      <input
        id={inputId}
        type="range"
        className={classes.range}
        min={field.min}
        max={field.max}
        step={field.step}
        value={value}
        aria-valuetext={`${value}%`}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      />
      <Group justify="space-between" aria-hidden>
        {marks.map((mark) => (
          <Text key={mark} size="xs" c="dimmed">
            {mark}%
          </Text>
        ))}
      </Group>
    </Stack>
  );
}

function Figure({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 500}>
        {label}
      </Text>
      <Text fz={strong ? 28 : 'lg'} fw={800} c={strong ? 'orange' : undefined} ta="right">
        {value}
      </Text>
    </Group>
  );
}

const utmOf = (params: URLSearchParams): UtmParams =>
  Object.fromEntries(
    (['source', 'medium', 'campaign'] as const)
      .map((field) => [field, params.get(`utm_${field}`)?.slice(0, 200)] as const)
      .filter((entry): entry is readonly ['source' | 'medium' | 'campaign', string] =>
        Boolean(entry[1]),
      ),
  );

/**
 * The chef earnings calculator (spec 2 §2, §5): the estimate stays hidden until the visitor's
 * email is saved as a chef lead; from then on it follows the inputs.
 */
export function EarningsCalculator() {
  const [searchParams] = useSearchParams();
  const defaults = defaultChefCalculatorInputs();
  const [followers, setFollowers] = useState<number | null>(defaults.followers);
  const [engagementRate, setEngagementRate] = useState(defaults.engagementRate);
  const [cookSharePercent, setCookSharePercent] = useState(defaults.cookSharePercent);
  const [monthlyEarnings, setMonthlyEarnings] = useState<number | null>(defaults.monthlyEarnings);
  const [email, setEmail] = useState('');
  const [isUnlocked, setIsUnlocked] = useState(false);
  const saveLead = useSaveChefLead();
  const resultsId = useId();

  const inputs: ChefCalculatorInputs = {
    followers: followers ?? 0,
    engagementRate,
    cookSharePercent,
    monthlyEarnings: monthlyEarnings ?? 0,
  };
  const earnings = calculateChefEarnings(inputs);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const utm = utmOf(searchParams);
    saveLead.mutate(
      {
        email: email.trim(),
        calculatorInputs: inputs,
        ...(Object.keys(utm).length > 0 ? { utmParams: utm } : {}),
      },
      { onSuccess: () => setIsUnlocked(true) },
    );
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} className={classes.calculator}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'xl', md: 48 }}>
        <Stack gap="lg">
          <DigitsInput
            label="Followers"
            field={CHEF_CALCULATOR.followers}
            value={followers}
            onChange={setFollowers}
          />
          <PercentSlider
            label="Engagement rate"
            field={CHEF_CALCULATOR.engagementRate}
            value={engagementRate}
            onChange={setEngagementRate}
            marks={[1, 5, 10]}
          />
          <PercentSlider
            label="CookShare percentage"
            field={CHEF_CALCULATOR.cookSharePercent}
            value={cookSharePercent}
            onChange={setCookSharePercent}
            marks={[1, 50, 100]}
          />
          <DigitsInput
            label="Current monthly earnings"
            field={CHEF_CALCULATOR.monthlyEarnings}
            value={monthlyEarnings}
            onChange={setMonthlyEarnings}
            prefix="$"
          />
        </Stack>

        <Stack gap="md" justify="center">
          <Title order={3} fz="lg">
            Your estimated monthly earnings
          </Title>
          {isUnlocked ? (
            <Stack gap="sm" id={resultsId} aria-live="polite" data-testid="chef-earnings-results">
              <Figure label="Engaged users" value={formatThousands(earnings.engagedUsers)} />
              <Figure label="CookShare revenue" value={formatDollars(earnings.cookShareRevenue)} />
              <Figure label="Premium revenue" value={formatDollars(earnings.premiumRevenue)} />
              <Divider />
              <Figure label="Total per month" value={formatDollars(earnings.totalMonthly)} strong />
              <Text size="sm" c="dimmed">
                An estimate from your numbers, paid monthly. It moves as you change them.
              </Text>
            </Stack>
          ) : (
            <Box>
              <Group gap="sm" wrap="nowrap" mb="md" align="flex-start">
                <ThemeIcon variant="light" radius="xl" size={36} aria-hidden>
                  <IconLock size={18} />
                </ThemeIcon>
                <Text size="sm" c="dimmed">
                  Enter your email to see your CookShare and Premium revenue estimate.
                </Text>
              </Group>
              <form onSubmit={handleSubmit} aria-label="See my earnings">
                <Stack gap="sm">
                  <TextInput
                    type="email"
                    required
                    label="Email"
                    placeholder="you@example.com"
                    autoComplete="email"
                    size="md"
                    value={email}
                    onChange={(event) => setEmail(event.currentTarget.value)}
                  />
                  <Button type="submit" size="md" loading={saveLead.isPending}>
                    Calculate My Earnings
                  </Button>
                </Stack>
              </form>
              {saveLead.isError && (
                <Alert
                  mt="md"
                  color="red"
                  variant="light"
                  role="alert"
                  icon={<IconAlertCircle size={18} />}
                >
                  {CHEF_LEAD_SAVE_FAILED}
                </Alert>
              )}
            </Box>
          )}
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
