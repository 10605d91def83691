export { mealAssistantRoutes } from './meal-assistant.routes';
export { createMealAssistantService, type MealAssistantService } from './meal-assistant.service';
