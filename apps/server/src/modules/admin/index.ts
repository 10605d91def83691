export { adminRoutes } from './admin.routes';
export { createAdminService, type AdminService } from './admin.service';
