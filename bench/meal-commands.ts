// Benchmark: the Smart Meal Planning command reader (issue 16) on the 100 written commands of
// bench/data/meal-commands.json, each labelled with the commands it should give for a fixed today
// (Wednesday 2026-11-25). A message counts as understood when the reader gives exactly those
// commands, in order, and leaves text unread exactly when the label says part of it is not a
// command. Budget: >= 90%. `--details` prints every miss.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { readMealCommands, type MealCommand } from '@simmer/domain/meal-commands';

interface Item {
  text: string;
  expected: Record<string, unknown>[];
  unread?: boolean;
  weekStartsOn?: 'sunday' | 'monday';
}

const dataset = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'data/meal-commands.json'), 'utf8'),
) as { today: string; weekStartsOn: 'sunday' | 'monday'; items: Item[] };
const withDetails = process.argv.includes('--details');

/** The label with its omitted fields as null, recipes lower case, to compare with the reader's. */
function normalised(command: Record<string, unknown>): MealCommand {
  const lower = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : null);
  switch (command.action) {
    case 'add':
      return {
        action: 'add',
        date: command.date as string,
        mealType: command.mealType as 'dinner',
        recipe: lower(command.recipe),
        servings: (command.servings as number | undefined) ?? null,
      };
    case 'clear':
      return {
        action: 'clear',
        date: command.date as string,
        mealType: (command.mealType as 'dinner' | undefined) ?? null,
      };
    case 'move': {
      const from = command.from as Record<string, unknown>;
      const to = command.to as Record<string, unknown>;
      return {
        action: 'move',
        from: {
          date: (from.date as string | null) ?? null,
          mealType: (from.mealType as 'dinner' | null) ?? null,
          recipe: lower(from.recipe),
        },
        to: { date: to.date as string, mealType: (to.mealType as 'dinner' | undefined) ?? null },
      };
    }
    default:
      return { action: 'planWeek' };
  }
}

const started = performance.now();
let correct = 0;
const misses: string[] = [];
for (const item of dataset.items) {
  const result = readMealCommands(item.text, {
    today: dataset.today,
    weekStartsOn: item.weekStartsOn ?? dataset.weekStartsOn,
  });
  const got = result.commands.map((command) => normalised(command as Record<string, unknown>));
  const want = item.expected.map(normalised);
  const isRight = isDeepStrictEqual(got, want) && result.unread.length > 0 === Boolean(item.unread);
  if (isRight) correct += 1;
  else {
    misses.push(
      `✗ ${item.text}\n    want ${JSON.stringify(want)}${item.unread ? ' + unread' : ''}\n    got  ${JSON.stringify(got)} unread ${JSON.stringify(result.unread)}`,
    );
  }
}
const elapsedMs = performance.now() - started;
const share = correct / dataset.items.length;
const rows = [
  {
    metric: 'commands understood correctly',
    value: `${(share * 100).toFixed(1)}% (${correct} of ${dataset.items.length})`,
    budget: '>= 90%',
    status: share >= 0.9 ? 'PASS' : 'FAIL',
  },
  {
    metric: 'read time per message',
    value: `${((elapsedMs * 1000) / dataset.items.length).toFixed(0)} µs`,
    budget: '',
    status: '',
  },
];

const resultsDir = path.join(import.meta.dirname, 'results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  path.join(resultsDir, 'meal-commands.json'),
  JSON.stringify({ messages: dataset.items.length, correct, rows, misses }, null, 2),
);
if (!process.env.SIMMER_BENCH_RUNNER) {
  if (withDetails) console.log(misses.join('\n'));
  for (const row of rows) {
    console.log(
      `${row.metric.padEnd(32)} ${row.value.padEnd(22)} ${row.budget.padEnd(8)} ${row.status}`,
    );
  }
}
console.log('bench: results written to bench/results/meal-commands.json');
