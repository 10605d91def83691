export { mealPlansRoutes } from './meal-plans.routes';
export {
  createMealPlansService,
  type MealChange,
  type MealChangeResult,
  type MealPlansService,
  type PlannedMealInput,
} from './meal-plans.service';
