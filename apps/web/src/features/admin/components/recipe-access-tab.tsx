import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Pagination,
  Paper,
  Pill,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  ACCESS_MESSAGES,
  ACCESS_REASON_TEXT,
  ADMIN_MESSAGES,
  ADMIN_SEARCH_MAX,
  ADMIN_TOAST_MS,
  type Grant,
} from '@simmer/domain/admin';
import {
  IconAlertCircle,
  IconCheck,
  IconDownload,
  IconLock,
  IconSearch,
} from '@tabler/icons-react';
import { formatCents } from '@simmer/domain/billing';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useDateFormat } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import {
  grantsExportUrl,
  useCheckAccess,
  useGrantAccess,
  useGrantRecipeSearch,
  useGrants,
  useGrantUserSearch,
  useRevokeGrant,
  type GrantFilter,
} from '../api/access';
import classes from './admin.module.css';
import access from './recipe-access.module.css';

const SEARCH_DEBOUNCE_MS = 300;
/** How many matches a picker lists under its search box. */
const PICKER_RESULTS = 6;

const toast = (message: string, color: 'green' | 'red' | 'yellow') =>
  void notify({ message, color, autoClose: ADMIN_TOAST_MS });
/** The server's own words for bad input (4xx), otherwise the spec's failure message. */
const failureText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback;

/** Mantine hides a pill's remove button from the keyboard and screen readers: here it is a real button. */
const removable = (label: string) => ({
  'aria-label': label,
  'aria-hidden': false,
  tabIndex: 0,
});

interface Choice {
  id: string;
  label: string;
  detail?: string;
}

/** A search box with its matches as buttons: picking one hands it to `onPick`. */
function Picker({
  label,
  description,
  placeholder,
  kind,
  selectedIds,
  onPick,
}: {
  label: string;
  description: string;
  placeholder: string;
  kind: 'user' | 'recipe';
  selectedIds: string[];
  onPick: (choice: Choice) => void;
}) {
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  return (
    <Stack gap="xs">
      <TextInput
        label={label}
        description={description}
        placeholder={placeholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={ADMIN_SEARCH_MAX}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      {!debounced ? null : kind === 'user' ? (
        <UserMatches q={debounced} label={label} selectedIds={selectedIds} onPick={onPick} />
      ) : (
        <RecipeMatches q={debounced} label={label} selectedIds={selectedIds} onPick={onPick} />
      )}
    </Stack>
  );
}

function Matches({
  label,
  choices,
  loading,
  error,
  empty,
  selectedIds,
  onPick,
}: {
  label: string;
  choices: Choice[] | undefined;
  loading: boolean;
  error: string | null;
  empty: string;
  selectedIds: string[];
  onPick: (choice: Choice) => void;
}) {
  if (error)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} py="xs">
        {error}
      </Alert>
    );
  if (!choices)
    return loading ? <Loader size="sm" aria-label={`Loading ${label.toLowerCase()}`} /> : null;
  if (choices.length === 0)
    return (
      <Text size="sm" c="dimmed" aria-live="polite">
        {empty}
      </Text>
    );
  return (
    <ul className={access.matches} aria-label={`${label}: matches`}>
      {choices.slice(0, PICKER_RESULTS).map((choice) => {
        const chosen = selectedIds.includes(choice.id);
        return (
          <li key={choice.id}>
            <UnstyledButton
              className={access.match}
              onClick={() => onPick(choice)}
              disabled={chosen}
              aria-label={`${chosen ? 'Chosen' : 'Choose'} ${choice.label}`}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate>
                    {choice.label}
                  </Text>
                  {choice.detail && (
                    <Text size="xs" c="dimmed" truncate>
                      {choice.detail}
                    </Text>
                  )}
                </div>
                {chosen && <IconCheck size={16} aria-hidden />}
              </Group>
            </UnstyledButton>
          </li>
        );
      })}
    </ul>
  );
}

function UserMatches({
  q,
  label,
  selectedIds,
  onPick,
}: {
  q: string;
  label: string;
  selectedIds: string[];
  onPick: (choice: Choice) => void;
}) {
  const users = useGrantUserSearch(q);
  return (
    <Matches
      label={label}
      loading={users.isLoading}
      error={users.isError ? ADMIN_MESSAGES.fetchUsersFailed : null}
      empty={ADMIN_MESSAGES.noUsers}
      selectedIds={selectedIds}
      onPick={onPick}
      choices={users.data?.users.map((user) => ({
        id: user.id,
        label: user.email,
        detail: [user.displayName, user.role].filter(Boolean).join(' · '),
      }))}
    />
  );
}

function RecipeMatches({
  q,
  label,
  selectedIds,
  onPick,
}: {
  q: string;
  label: string;
  selectedIds: string[];
  onPick: (choice: Choice) => void;
}) {
  const recipes = useGrantRecipeSearch(q);
  return (
    <Matches
      label={label}
      loading={recipes.isLoading}
      error={recipes.isError ? ACCESS_MESSAGES.fetchRecipesFailed : null}
      empty={ACCESS_MESSAGES.noRecipes}
      selectedIds={selectedIds}
      onPick={onPick}
      choices={recipes.data?.recipes.map((recipe) => ({
        id: recipe.id,
        label: recipe.name,
        detail: [
          recipe.isPurchasable ? `Premium ${formatCents(recipe.priceCents)}` : 'Free',
          recipe.visibility,
          recipe.ownerEmail,
        ]
          .filter(Boolean)
          .join(' · '),
      }))}
    />
  );
}

function Chosen({
  label,
  choices,
  onRemove,
}: {
  label: string;
  choices: Choice[];
  onRemove: (id: string) => void;
}) {
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        {label} ({choices.length})
      </Text>
      {choices.length === 0 ? (
        <Text size="sm" c="dimmed">
          None chosen yet
        </Text>
      ) : (
        <Pill.Group>
          {choices.map((choice) => (
            <Pill
              key={choice.id}
              withRemoveButton
              onRemove={() => onRemove(choice.id)}
              removeButtonProps={removable(`Remove ${choice.label}`)}
            >
              {choice.label}
            </Pill>
          ))}
        </Pill.Group>
      )}
    </div>
  );
}

const addChoice = (list: Choice[], choice: Choice) =>
  list.some((item) => item.id === choice.id) ? list : [...list, choice];

/** Grant: choose recipes and users, then one Grant (spec 2 §7, batches of 500 on the server). */
function GrantForm() {
  const [recipes, setRecipes] = useState<Choice[]>([]);
  const [users, setUsers] = useState<Choice[]>([]);
  const grant = useGrantAccess();

  const submit = () => {
    if (recipes.length === 0 || users.length === 0) {
      toast(ACCESS_MESSAGES.needUserAndRecipe, 'red');
      return;
    }
    grant.mutate(
      { userIds: users.map((user) => user.id), recipeIds: recipes.map((recipe) => recipe.id) },
      {
        onSuccess: (result) => {
          toast(ACCESS_MESSAGES.granted(result.users), 'green');
          if (result.unknownUserIds.length > 0)
            toast(ACCESS_MESSAGES.unknownUsers(result.unknownUserIds.length), 'yellow');
          if (result.unknownRecipeIds.length > 0)
            toast(ACCESS_MESSAGES.unknownRecipes(result.unknownRecipeIds.length), 'yellow');
          setUsers([]);
        },
        onError: (error) => toast(failureText(error, ACCESS_MESSAGES.grantFailed), 'red'),
      },
    );
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="grant-access-title">
      <Stack>
        <Title order={2} size="h3" id="grant-access-title">
          Grant access
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Picker
            kind="recipe"
            label="Search recipes"
            description="Name or recipe id"
            placeholder="Search recipes"
            selectedIds={recipes.map((recipe) => recipe.id)}
            onPick={(choice) => setRecipes((list) => addChoice(list, choice))}
          />
          <Picker
            kind="user"
            label="Search users to grant"
            description="Email, display name, Instagram or TikTok handle"
            placeholder="Search users"
            selectedIds={users.map((user) => user.id)}
            onPick={(choice) => setUsers((list) => addChoice(list, choice))}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Chosen
            label="Recipes chosen"
            choices={recipes}
            onRemove={(id) => setRecipes((list) => list.filter((item) => item.id !== id))}
          />
          <Chosen
            label="Users chosen"
            choices={users}
            onRemove={(id) => setUsers((list) => list.filter((item) => item.id !== id))}
          />
        </SimpleGrid>
        <Group>
          <Button onClick={submit} loading={grant.isPending}>
            Grant access
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function GrantRow({ grant, onRevoke }: { grant: Grant; onRevoke: (grant: Grant) => void }) {
  const format = useDateFormat();
  return (
    <Table.Tr>
      <Table.Td className={classes.cell}>
        <Text size="sm" fw={500}>
          {grant.userEmail}
        </Text>
        {grant.userName && (
          <Text size="xs" c="dimmed">
            {grant.userName}
          </Text>
        )}
      </Table.Td>
      <Table.Td className={classes.cell}>
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{grant.recipeName}</Text>
          {grant.isPurchasable && (
            <Badge variant="light" size="sm">
              Premium
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td className={classes.cell}>
        <Text size="sm">{format.date(grant.grantedAt)}</Text>
        <Text size="xs" c="dimmed">
          by {grant.grantedByEmail ?? 'a removed account'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={() => onRevoke(grant)}
          aria-label={`Revoke ${grant.recipeName} from ${grant.userEmail}`}
        >
          Revoke
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

type ListMode = 'all' | 'user' | 'recipe';

/** The grants, all or by user or by recipe, 10 a page, with Revoke (asked first) and CSV export. */
function GrantsList() {
  const [mode, setMode] = useState<ListMode>('all');
  const [user, setUser] = useState<Choice | null>(null);
  const [recipe, setRecipe] = useState<Choice | null>(null);
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<Grant | null>(null);
  const revoke = useRevokeGrant();
  const filter: GrantFilter =
    mode === 'user' ? { userId: user?.id } : mode === 'recipe' ? { recipeId: recipe?.id } : {};
  const waitingForChoice = (mode === 'user' && !user) || (mode === 'recipe' && !recipe);
  const grants = useGrants(filter, page);
  const pages = grants.data ? Math.max(1, Math.ceil(grants.data.total / grants.data.pageSize)) : 1;

  const confirmRevoke = () => {
    if (!pending) return;
    revoke.mutate(
      { userId: pending.userId, recipeId: pending.recipeId },
      {
        onSuccess: () => toast(ACCESS_MESSAGES.revoked, 'green'),
        onError: (error) => toast(failureText(error, ACCESS_MESSAGES.revokeFailed), 'red'),
      },
    );
    setPending(null);
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="grants-title">
      <Stack>
        <Group justify="space-between" align="flex-end">
          <Title order={2} size="h3" id="grants-title">
            Grants
          </Title>
          <Button
            component="a"
            href={grantsExportUrl(waitingForChoice ? {} : filter)}
            download
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden />}
          >
            Export CSV
          </Button>
        </Group>
        <SegmentedControl
          aria-label="Show grants"
          value={mode}
          onChange={(value) => {
            setMode(value);
            setPage(1);
          }}
          data={[
            { value: 'all', label: 'All' },
            { value: 'user', label: 'By user' },
            { value: 'recipe', label: 'By recipe' },
          ]}
        />
        {mode === 'user' &&
          (user ? (
            <Pill
              withRemoveButton
              onRemove={() => setUser(null)}
              removeButtonProps={removable(`Stop showing grants of ${user.label}`)}
            >
              Grants of {user.label}
            </Pill>
          ) : (
            <Picker
              kind="user"
              label="Grants of user"
              description="Pick the user whose grants to list"
              placeholder="Search users"
              selectedIds={[]}
              onPick={(choice) => {
                setUser(choice);
                setPage(1);
              }}
            />
          ))}
        {mode === 'recipe' &&
          (recipe ? (
            <Pill
              withRemoveButton
              onRemove={() => setRecipe(null)}
              removeButtonProps={removable(`Stop showing grants of ${recipe.label}`)}
            >
              Grants of {recipe.label}
            </Pill>
          ) : (
            <Picker
              kind="recipe"
              label="Grants of recipe"
              description="Pick the recipe whose grants to list"
              placeholder="Search recipes"
              selectedIds={[]}
              onPick={(choice) => {
                setRecipe(choice);
                setPage(1);
              }}
            />
          ))}
        {!waitingForChoice && grants.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {ACCESS_MESSAGES.fetchGrantsFailed}
          </Alert>
        )}
        {!waitingForChoice && grants.isLoading && <Loader size="sm" aria-label="Loading grants" />}
        {!waitingForChoice && grants.data && (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {grants.data.total === 0
                ? ACCESS_MESSAGES.noGrants
                : `${grants.data.total.toLocaleString()} ${grants.data.total === 1 ? 'grant' : 'grants'}`}
            </Text>
            {grants.data.grants.length > 0 && (
              <Table.ScrollContainer minWidth={640}>
                <Table verticalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>User</Table.Th>
                      <Table.Th>Recipe</Table.Th>
                      <Table.Th>Granted</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {grants.data.grants.map((grant) => (
                      <GrantRow
                        key={`${grant.userId}/${grant.recipeId}`}
                        grant={grant}
                        onRevoke={setPending}
                      />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {pages > 1 && (
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
              />
            )}
          </>
        )}
      </Stack>
      <Modal opened={pending !== null} onClose={() => setPending(null)} title="Revoke access?">
        <Stack>
          <Text size="sm">
            {pending?.userEmail} loses the access to {pending?.recipeName} that this grant gives; a
            premium recipe locks again. A purchase of theirs is not affected.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPending(null)}>
              Keep access
            </Button>
            <Button color="red" onClick={confirmRevoke}>
              Revoke access
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

/** Check access: can this user open this recipe, and why (the recipes module's own rule). */
function CheckAccess() {
  const [user, setUser] = useState<Choice | null>(null);
  const [recipe, setRecipe] = useState<Choice | null>(null);
  const check = useCheckAccess(user?.id ?? null, recipe?.id ?? null);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="check-access-title">
      <Stack>
        <Title order={2} size="h3" id="check-access-title">
          Check access
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {user ? (
            <Pill
              withRemoveButton
              onRemove={() => setUser(null)}
              removeButtonProps={removable(`Check another user than ${user.label}`)}
            >
              User: {user.label}
            </Pill>
          ) : (
            <Picker
              kind="user"
              label="User to check"
              description="Email, display name or handle"
              placeholder="Search users"
              selectedIds={[]}
              onPick={setUser}
            />
          )}
          {recipe ? (
            <Pill
              withRemoveButton
              onRemove={() => setRecipe(null)}
              removeButtonProps={removable(`Check another recipe than ${recipe.label}`)}
            >
              Recipe: {recipe.label}
            </Pill>
          ) : (
            <Picker
              kind="recipe"
              label="Recipe to check"
              description="Name or recipe id"
              placeholder="Search recipes"
              selectedIds={[]}
              onPick={setRecipe}
            />
          )}
        </SimpleGrid>
        <div aria-live="polite">
          {!user || !recipe ? (
            <Text size="sm" c="dimmed">
              Choose a user and a recipe to see whether the user can open it.
            </Text>
          ) : check.isError ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />}>
              {failureText(check.error, ACCESS_MESSAGES.checkFailed)}
            </Alert>
          ) : !check.data ? (
            <Loader size="sm" aria-label="Checking access" />
          ) : (
            <Alert
              color={check.data.canOpen ? 'green' : 'orange'}
              icon={check.data.canOpen ? <IconCheck size={18} /> : <IconLock size={18} />}
              title={
                check.data.canOpen
                  ? `${check.data.userEmail} can open ${check.data.recipeName}`
                  : `${check.data.userEmail} cannot open ${check.data.recipeName}`
              }
            >
              {ACCESS_REASON_TEXT[check.data.reason]}
            </Alert>
          )}
        </div>
      </Stack>
    </Paper>
  );
}

/** The Recipe Access tab (spec 2 §2, §7): grant, list and revoke grants, check access. */
export function RecipeAccessTab() {
  return (
    <Stack>
      <GrantForm />
      <GrantsList />
      <CheckAccess />
    </Stack>
  );
}
