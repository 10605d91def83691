export {
  createGroceryService,
  type GroceryService,
  type LoadPlannedMeals,
  type PlannedLine,
  type PlannedMeal,
} from './grocery.service';
export { groceryRoutes } from './grocery.routes';
