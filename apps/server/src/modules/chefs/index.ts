export { chefSignupRoutes, CHEF_LEADS_PER_MINUTE } from './chefs.routes';
export { createChefSignupService, type ChefSignupService } from './chefs.service';
