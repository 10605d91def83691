export { suggestionsRoutes } from './suggestions.routes';
export { createSuggestionsService, type SuggestionsService } from './suggestions.service';
