#!/usr/bin/env bash
# The browser journeys that choose days counted from today, run as if today were each of the
# calendar's awkward days: a Saturday whose tomorrow starts the next week and whose day after
# starts the next month, the last day of a year, a Sunday that ends a month, late evening and
# just past midnight. The clock is moved for the test runner, the server and Chromium alike
# with libfaketime; nothing else about the run changes. Not part of `npm test` (it takes about
# seven minutes a day); run it after changing the planner, the shopping list or a journey that
# counts days.
#
#   bash scripts/e2e-calendar.sh                                     # every day below
#   bash scripts/e2e-calendar.sh '2027-06-30 12:00:00' e2e/x.e2e.ts  # one day, chosen journeys
#
# Needs Debian's faketime (apt-get install -y faketime). The web app is built first when its
# sources changed, as `npm test` does.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v faketime >/dev/null; then
  echo "e2e-calendar: needs faketime (apt-get install -y faketime)" >&2
  exit 1
fi

days=(
  '2027-01-30 10:00:00' # Saturday: tomorrow is next week, the day after next month
  '2026-12-31 10:00:00' # the last day of a year
  '2027-01-31 15:00:00' # a Sunday that ends a month
  '2027-02-27 23:05:00' # a Saturday, late evening
  '2027-03-01 00:10:00' # a month's first day, just past midnight
)
journeys=()
for name in accessibility add-to-meal-plan cook-mode dashboard grocery-list meal-copy \
  meal-planner meal-side-panel plan-my-week planner-journey recipe-wizard \
  smart-meal-planning story-viewer; do
  journeys+=("e2e/${name}.e2e.ts")
done
if [ $# -gt 0 ]; then
  days=("$1")
  shift
fi
if [ $# -gt 0 ]; then
  journeys=("$@")
fi

node --input-type=module \
  -e "import { ensureWebBuild } from './scripts/lib/bootstrap.mjs'; ensureWebBuild();"

failed=()
for day in "${days[@]}"; do
  echo "e2e-calendar: today is ${day}"
  # Every process the run starts keeps the one moved clock (the server and Chromium included).
  if ! FAKETIME_DONT_RESET=1 faketime "${day}" \
    npx playwright test -c e2e/playwright.config.ts "${journeys[@]}"; then
    failed+=("${day}")
  fi
done
if [ ${#failed[@]} -gt 0 ]; then
  printf 'e2e-calendar: failed on %s\n' "${failed[@]}" >&2
  exit 1
fi
if [ ${#days[@]} -eq 1 ]; then
  echo "e2e-calendar: every journey passed on ${days[0]}"
else
  echo "e2e-calendar: every journey passed on each of the ${#days[@]} days"
fi
