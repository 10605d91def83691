import {
  Alert,
  Button,
  Checkbox,
  Chip,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import {
  DIETARY_RESTRICTIONS,
  FOOD_CATEGORIES,
  KITCHEN_EQUIPMENT,
  MEAL_PREP_PREFERENCES,
  normaliseDietaryRestrictions,
  PROFILE_CUISINES,
  PROFILE_MESSAGES,
  SHOPPING_FREQUENCIES,
  SKILL_LEVELS,
  SPICE_PREFERENCES,
  type CookingProfile,
} from '@simmer/domain/profiles';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useUpdateCookingProfile } from '../api/profile';
import { BoundedNumberInput } from './bounded-number-input';
import { capitalise, optionsOf } from './format';
import classes from './profile-page.module.css';

type Dietary = CookingProfile['dietaryRestrictions'][number];
type Cuisine = (typeof PROFILE_CUISINES)[number];
type FoodCategory = (typeof FOOD_CATEGORIES)[number];
type Rating = -1 | 0 | 1;
type MealType = keyof CookingProfile['mealPreferences'];

const MEAL_TYPES: MealType[] = ['breakfast', 'lunch', 'dinner', 'snack'];
const SUCCESS_VISIBLE_MS = 3000;

const RATING_OPTIONS: { value: Rating; label: string }[] = [
  { value: -1, label: 'Dislike' },
  { value: 0, label: 'Neutral' },
  { value: 1, label: 'Like' },
];

/**
 * Chosen restrictions after a click: picking 'none' clears the others, picking another drops
 * 'none', and clearing everything leaves 'none' (spec 2 §5).
 */
function nextDietary(previous: Dietary[], chosen: Dietary[]): Dietary[] {
  const pickedNone = chosen.includes('none') && !previous.includes('none');
  return pickedNone ? ['none'] : normaliseDietaryRestrictions(chosen);
}

function RatingList<T extends string>({
  items,
  ratingOf,
  onRate,
}: {
  items: readonly T[];
  ratingOf: (item: T) => Rating;
  onRate: (item: T, rating: Rating) => void;
}) {
  return (
    <Stack gap="xs">
      {items.map((item) => (
        <Group
          key={item}
          justify="space-between"
          wrap="wrap"
          gap="xs"
          className={classes.ratingRow}
        >
          <Text fw={500}>{item}</Text>
          <SegmentedControl<Rating>
            aria-label={item}
            size="xs"
            data={RATING_OPTIONS}
            value={ratingOf(item)}
            onChange={(rating) => onRate(item, rating)}
          />
        </Group>
      ))}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

type SaveStatus = { kind: 'saved' } | { kind: 'failed' } | null;

/** The whole cooking profile as one form; edits survive switching sub-tabs until saved. */
export function CookingPreferencesTab({ cookingProfile }: { cookingProfile: CookingProfile }) {
  const [draft, setDraft] = useState<CookingProfile>(() => ({
    ...cookingProfile,
    dietaryRestrictions: normaliseDietaryRestrictions(cookingProfile.dietaryRestrictions),
  }));
  const [section, setSection] = useState<string | null>('dietary');
  const [status, setStatus] = useState<SaveStatus>(null);
  const save = useUpdateCookingProfile();
  const clearTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(clearTimer.current), []);

  const set = <K extends keyof CookingProfile>(key: K, value: CookingProfile[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const cuisineRating = (cuisine: Cuisine): Rating =>
    draft.cuisinePreferences.find((c) => c.cuisine === cuisine)?.rating ?? 0;
  const rateCuisine = (cuisine: Cuisine, rating: Rating) =>
    set('cuisinePreferences', [
      ...draft.cuisinePreferences.filter((c) => c.cuisine !== cuisine),
      { cuisine, rating },
    ]);
  const foodRating = (category: FoodCategory): Rating =>
    draft.foodPreferences.find((f) => f.category === category)?.rating ?? 0;
  const rateFood = (category: FoodCategory, rating: Rating) =>
    set('foodPreferences', [
      ...draft.foodPreferences.filter((f) => f.category !== category),
      { category, rating },
    ]);
  const setMeal = (meal: MealType, change: Partial<CookingProfile['mealPreferences'][MealType]>) =>
    set('mealPreferences', {
      ...draft.mealPreferences,
      [meal]: { ...draft.mealPreferences[meal], ...change },
    });

  const onSave = () => {
    window.clearTimeout(clearTimer.current);
    setStatus(null);
    save.mutate(draft, {
      onSuccess: (profile) => {
        setDraft(profile.cookingProfile);
        setStatus({ kind: 'saved' });
        clearTimer.current = window.setTimeout(() => setStatus(null), SUCCESS_VISIBLE_MS);
      },
      onError: () => setStatus({ kind: 'failed' }),
    });
  };

  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        Cooking Preferences
      </Title>
      <Tabs
        value={section}
        onChange={setSection}
        variant="pills"
        classNames={{ list: classes.tabList, tab: classes.tab }}
      >
        <Tabs.List aria-label="Cooking preferences">
          <Tabs.Tab value="dietary">Dietary</Tabs.Tab>
          <Tabs.Tab value="cuisines">Cuisines</Tabs.Tab>
          <Tabs.Tab value="food">Food</Tabs.Tab>
          <Tabs.Tab value="kitchen">Kitchen</Tabs.Tab>
          <Tabs.Tab value="cooking">Cooking</Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="dietary" pt="lg">
          <Section title="Dietary restrictions">
            <div role="group" aria-label="Dietary restrictions">
              <Chip.Group
                multiple
                value={draft.dietaryRestrictions}
                onChange={(chosen) =>
                  set('dietaryRestrictions', nextDietary(draft.dietaryRestrictions, chosen))
                }
              >
                <Group gap="xs">
                  {DIETARY_RESTRICTIONS.map((restriction) => (
                    <Chip key={restriction} value={restriction}>
                      {capitalise(restriction)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </div>
          </Section>
        </Tabs.Panel>

        <Tabs.Panel value="cuisines" pt="lg">
          <Section title="How do you feel about these cuisines?">
            <RatingList items={PROFILE_CUISINES} ratingOf={cuisineRating} onRate={rateCuisine} />
          </Section>
        </Tabs.Panel>

        <Tabs.Panel value="food" pt="lg">
          <Section title="How do you feel about these foods?">
            <RatingList items={FOOD_CATEGORIES} ratingOf={foodRating} onRate={rateFood} />
          </Section>
        </Tabs.Panel>

        <Tabs.Panel value="kitchen" pt="lg">
          <Checkbox.Group
            label="What's in your kitchen?"
            labelProps={{ fz: 'md', fw: 700, mb: 'sm' }}
            value={draft.kitchenEquipment}
            onChange={(chosen) => set('kitchenEquipment', chosen)}
          >
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
              {KITCHEN_EQUIPMENT.map((item) => (
                <Checkbox key={item} value={item} label={item} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        </Tabs.Panel>

        <Tabs.Panel value="cooking" pt="lg">
          <Stack gap="xl">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Select
                label="Cooking skill level"
                data={optionsOf(SKILL_LEVELS)}
                value={draft.cookingSkillLevel}
                onChange={(value) => value && set('cookingSkillLevel', value)}
                allowDeselect={false}
              />
              <BoundedNumberInput
                label="Budget per meal"
                prefix="$"
                min={0}
                max={1000}
                decimalScale={2}
                value={draft.budgetPerMeal}
                onChange={(value) => set('budgetPerMeal', value)}
              />
              <BoundedNumberInput
                label="Serving size"
                description="People you usually cook for (1–12)"
                min={1}
                max={12}
                allowDecimal={false}
                value={draft.servingSize}
                onChange={(value) => set('servingSize', value)}
              />
              <Select
                label="Shopping frequency"
                data={optionsOf(SHOPPING_FREQUENCIES)}
                value={draft.shoppingFrequency}
                onChange={(value) => value && set('shoppingFrequency', value)}
                allowDeselect={false}
              />
              <BoundedNumberInput
                label="Weekday cooking"
                description="Days you cook Monday to Friday (0–5)"
                min={0}
                max={5}
                allowDecimal={false}
                value={draft.weekdayCookingFrequency}
                onChange={(value) => set('weekdayCookingFrequency', value)}
              />
              <BoundedNumberInput
                label="Weekend cooking"
                description="Days you cook at the weekend (0–2)"
                min={0}
                max={2}
                allowDecimal={false}
                value={draft.weekendCookingFrequency}
                onChange={(value) => set('weekendCookingFrequency', value)}
              />
            </SimpleGrid>

            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Stack gap={4}>
                <Text size="sm" fw={500} id="meal-prep-label">
                  Meal prep
                </Text>
                <SegmentedControl
                  aria-labelledby="meal-prep-label"
                  data={optionsOf(MEAL_PREP_PREFERENCES)}
                  value={draft.mealPrepPreference}
                  onChange={(value) => set('mealPrepPreference', value)}
                />
              </Stack>
              <Stack gap={4}>
                <Text size="sm" fw={500} id="spice-label">
                  Spice level
                </Text>
                <SegmentedControl
                  aria-labelledby="spice-label"
                  data={optionsOf(SPICE_PREFERENCES)}
                  value={draft.spicePreference}
                  onChange={(value) => set('spicePreference', value)}
                />
              </Stack>
            </SimpleGrid>

            <Stack gap="sm">
              <Switch
                label="Happy to eat leftovers"
                checked={draft.leftoverPreference}
                onChange={(event) => set('leftoverPreference', event.currentTarget.checked)}
              />
              <Switch
                label="Prefer seasonal ingredients"
                checked={draft.seasonalPreference}
                onChange={(event) => set('seasonalPreference', event.currentTarget.checked)}
              />
              <Switch
                label="Prefer organic ingredients"
                checked={draft.organicPreference}
                onChange={(event) => set('organicPreference', event.currentTarget.checked)}
              />
            </Stack>

            <Section title="Meals to plan">
              <Stack gap="sm">
                {MEAL_TYPES.map((meal) => (
                  <Group key={meal} justify="space-between" align="center" wrap="nowrap">
                    <Switch
                      label={capitalise(meal)}
                      checked={draft.mealPreferences[meal].enabled}
                      onChange={(event) => setMeal(meal, { enabled: event.currentTarget.checked })}
                    />
                    <BoundedNumberInput
                      aria-label={`${capitalise(meal)} servings`}
                      placeholder="Servings"
                      suffix=" servings"
                      w={150}
                      min={1}
                      max={12}
                      allowDecimal={false}
                      disabled={!draft.mealPreferences[meal].enabled}
                      value={draft.mealPreferences[meal].servings}
                      onChange={(servings) => setMeal(meal, { servings })}
                    />
                  </Group>
                ))}
              </Stack>
            </Section>
          </Stack>
        </Tabs.Panel>
      </Tabs>

      <Stack gap="sm" align="flex-start">
        <Button onClick={onSave} loading={save.isPending}>
          Save Preferences
        </Button>
        <div aria-live="polite">
          {status?.kind === 'saved' && (
            <Alert color="green" icon={<IconCheck size={18} />} py="xs" role="status">
              {PROFILE_MESSAGES.preferencesSaved}
            </Alert>
          )}
        </div>
        {status?.kind === 'failed' && (
          <Alert color="red" py="xs" role="alert">
            {PROFILE_MESSAGES.preferencesFailed}
          </Alert>
        )}
      </Stack>
    </Stack>
  );
}
