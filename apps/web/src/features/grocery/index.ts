// What routes compose from the grocery feature; the page itself is imported by its lazy route.
export { GrocerySidePanel, type GrocerySidePanelProps } from './components/grocery-side-panel';
