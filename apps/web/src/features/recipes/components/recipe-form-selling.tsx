import { Chip, Input, NumberInput, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { MIN_PRICE, PRICE_TIERS, type RecipeFormValues } from '../recipe-form-values';

const PRICE_OPTIONS = [
  ...PRICE_TIERS.map((tier) => ({ value: tier, label: `$${tier}` })),
  { value: 'custom', label: 'Custom' },
];

type SellingValues = Pick<RecipeFormValues, 'isPurchasable' | 'priceChoice' | 'customPrice'>;

interface RecipeFormSellingProps {
  values: SellingValues;
  error?: string;
  onChange: (patch: Partial<SellingValues>) => void;
  /** The custom price lost focus: the seller has set a price. */
  onPriceBlur?: () => void;
}

/** For sellers: make the recipe premium at a preset tier or a custom price of at least $0.99. */
export function RecipeFormSelling({
  values,
  error,
  onChange,
  onPriceBlur,
}: RecipeFormSellingProps) {
  const isCustom = values.priceChoice === 'custom';
  return (
    <Stack gap="md">
      <Switch
        size="md"
        label="Sell this recipe"
        description="Buyers pay once to see the ingredients and instructions. You receive 70% of each sale."
        checked={values.isPurchasable}
        onChange={(event) => onChange({ isPurchasable: event.currentTarget.checked })}
      />
      {values.isPurchasable && (
        <Input.Wrapper
          label="Price"
          labelElement="div"
          id="recipe-price"
          description="Choose a price tier, or set your own."
        >
          <Stack gap="sm" mt={6}>
            <Chip.Group
              value={values.priceChoice}
              onChange={(value) => onChange({ priceChoice: value })}
            >
              <SimpleGrid
                cols={{ base: 2, xs: 4 }}
                spacing="xs"
                role="radiogroup"
                aria-labelledby="recipe-price-label"
              >
                {PRICE_OPTIONS.map((option) => (
                  <Chip
                    key={option.value}
                    value={option.value}
                    size="md"
                    radius="md"
                    styles={{ label: { width: '100%', justifyContent: 'center' } }}
                  >
                    {option.label}
                  </Chip>
                ))}
              </SimpleGrid>
            </Chip.Group>
            {isCustom && (
              <NumberInput
                label="Custom price"
                prefix="$"
                placeholder={MIN_PRICE.toFixed(2)}
                value={values.customPrice}
                onChange={(value) => onChange({ customPrice: value })}
                onBlur={onPriceBlur}
                error={Boolean(error)}
                min={MIN_PRICE}
                clampBehavior="none"
                step={0.5}
                decimalScale={2}
                allowNegative={false}
                inputMode="decimal"
                size="md"
                maw={220}
              />
            )}
            {error && (
              <Text c="red" size="sm" role="alert" tabIndex={-1} data-form-error>
                {error}
              </Text>
            )}
          </Stack>
        </Input.Wrapper>
      )}
    </Stack>
  );
}
