export { extractRecipeFromHtml, type HtmlExtraction } from './extract-html';
export { extractRecipeImages } from './page-images';
