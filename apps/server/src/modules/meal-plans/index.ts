export { mealPlansRoutes } from './meal-plans.routes';
export { createMealPlansService, type MealPlansService } from './meal-plans.service';
