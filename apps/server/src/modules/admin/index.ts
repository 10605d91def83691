export { adminRoutes } from './admin.routes';
export { createAdminService, type AdminService } from './admin.service';
export { adminReportsRoutes } from './admin-reports.routes';
export { createAdminReportsService, type AdminReportsService } from './admin-reports.service';
