export { planningRoutes } from './planning.routes';
export { createPlanningService, type PlanningService } from './planning.service';
