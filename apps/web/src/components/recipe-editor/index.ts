export {
  RecipeEditor,
  RecipeEditorSection,
  type DiscardDialogText,
  type RecipeEditorBanner,
  type RecipeEditorCancel,
} from './recipe-editor';
export {
  RecipeIngredientsSection,
  RecipeInstructionsSection,
  RecipeNameFields,
  RecipeTagsField,
  RecipeTimesFields,
  type RecipeEditorValues,
} from './recipe-editor-fields';
