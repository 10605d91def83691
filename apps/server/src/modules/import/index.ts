export { importRoutes } from './import.routes';
export { createImportService, type ImportService } from './import.service';
export { extractRecipeWithAi } from './ai-extract';
export { extractRecipeFromHtml } from './html';
export { createPageReader } from './html/extract-thread';
export { createOcrService } from './ocr';
