export { importRoutes } from './import.routes';
export { createImportService, type ImportService } from './import.service';
