import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconLock, IconMinus, IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SERVINGS_RANGE, UNITS_VIEWS, type UnitsView } from '../recipe-display';

// 44 px touch targets on phones.
const TOUCH_SIZE = { base: 44, sm: 0 };

interface UnitsToggleProps {
  value: UnitsView;
  onChange: (units: UnitsView) => void;
}

/** Metric or US measures for this view only; the user's setting stays as it is. */
export function UnitsToggle({ value, onChange }: UnitsToggleProps) {
  return (
    <SegmentedControl
      size="xs"
      aria-label="Units"
      data={UNITS_VIEWS.map(({ value: view, label }) => ({ value: view, label }))}
      value={value}
      onChange={(view) => onChange(view === 'metric' ? 'metric' : 'us')}
    />
  );
}

interface ServingsStepperProps {
  /** The recipe's own servings, where Reset returns. */
  base: number;
  value: number | string;
  onChange: (servings: number | string) => void;
  /** Scaling is a Pro feature: without it the stepper is disabled beside the upgrade prompt. */
  canScale: boolean;
}

/** − / + and a number for the servings to scale the ingredients to, 1 to 100. */
export function ServingsStepper({ base, value, onChange, canScale }: ServingsStepperProps) {
  const upgradeId = useId();
  const max = Math.max(SERVINGS_RANGE.max, base);
  const current = typeof value === 'number' ? value : base;
  const describedBy = canScale ? undefined : upgradeId;
  const step = (by: number) => onChange(Math.min(max, Math.max(SERVINGS_RANGE.min, current + by)));

  return (
    <Group gap="xs" align="center" wrap="wrap">
      <Group gap={6} align="center" wrap="nowrap" role="group" aria-label="Scale servings">
        <ActionIcon
          variant="default"
          size="lg"
          miw={TOUCH_SIZE}
          mih={TOUCH_SIZE}
          aria-label="Decrease servings"
          onClick={() => step(-1)}
          aria-describedby={describedBy}
          disabled={!canScale || current <= SERVINGS_RANGE.min}
        >
          <IconMinus size={16} aria-hidden />
        </ActionIcon>
        <NumberInput
          aria-label="Servings"
          w={64}
          size="sm"
          min={SERVINGS_RANGE.min}
          max={max}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          hideControls
          value={value}
          onChange={onChange}
          onBlur={() => {
            if (typeof value !== 'number' || value < SERVINGS_RANGE.min) onChange(base);
          }}
          styles={{ input: { textAlign: 'center' } }}
          disabled={!canScale}
          aria-describedby={describedBy}
        />
        <ActionIcon
          variant="default"
          size="lg"
          miw={TOUCH_SIZE}
          mih={TOUCH_SIZE}
          aria-label="Increase servings"
          onClick={() => step(1)}
          aria-describedby={describedBy}
          disabled={!canScale || current >= max}
        >
          <IconPlus size={16} aria-hidden />
        </ActionIcon>
        {canScale && (
          <Button
            variant="subtle"
            size="compact-sm"
            disabled={current === base}
            onClick={() => onChange(base)}
          >
            Reset
          </Button>
        )}
      </Group>
      <VisuallyHidden aria-live="polite">
        {canScale && current !== base ? `Ingredients scaled to ${current} servings` : ''}
      </VisuallyHidden>
      {!canScale && (
        <Text id={upgradeId} size="sm" c="dimmed" component="span">
          <Group gap={4} component="span" wrap="nowrap">
            <IconLock size={14} aria-hidden />
            <Anchor component={Link} to={paths.pro} inherit fw={600}>
              Upgrade to Pro to scale recipes
            </Anchor>
          </Group>
        </Text>
      )}
    </Group>
  );
}
