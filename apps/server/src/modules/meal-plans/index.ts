export { mealPlansRoutes } from './meal-plans.routes';
export {
  createMealPlansService,
  type MealPlansService,
  type PlannedMealInput,
} from './meal-plans.service';
