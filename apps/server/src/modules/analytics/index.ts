export { analyticsRoutes } from './analytics.routes';
export { createAnalyticsService, type AnalyticsService } from './analytics.service';
