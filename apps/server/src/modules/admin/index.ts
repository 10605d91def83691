export { adminRoutes } from './admin.routes';
export { createAdminService, type AdminService } from './admin.service';
export { adminRecipesRoutes } from './admin-recipes.routes';
export { createAdminRecipesService, type AdminRecipesService } from './admin-recipes.service';
export { adminAccessRoutes } from './admin-access.routes';
export { createAdminAccessService, type AdminAccessService } from './admin-access.service';
export { adminReportsRoutes } from './admin-reports.routes';
export { createAdminReportsService, type AdminReportsService } from './admin-reports.service';
