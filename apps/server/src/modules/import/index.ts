export { importRoutes } from './import.routes';
export { createImportService, type ImportService } from './import.service';
export { extractRecipeWithAi } from './ai-extract';
export { extractRecipeFromHtml } from './html';
export { createOcrService } from './ocr';
