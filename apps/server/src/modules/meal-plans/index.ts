export { mealPlansRoutes } from './meal-plans.routes';
export {
  createMealPlansService,
  type MealChange,
  type MealChangeResult,
  type MealPlansService,
} from './meal-plans.service';
