export { adminRoutes } from './admin.routes';
export { createAdminService, type AdminService } from './admin.service';
export { adminAccessRoutes } from './admin-access.routes';
export { createAdminAccessService, type AdminAccessService } from './admin-access.service';
