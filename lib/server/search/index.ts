// Catalogue search: Russian morphology, typos, wrong keyboard layout and Latin spelling (see understand-query.ts).
export { searchHintsAndProducts, searchProducts, HINT_PRODUCTS, type SearchResults } from './search-service';
export { rebuildSearchVocabulary } from './vocabulary';
export { understandQuery, type UnderstoodQuery } from './understand-query';
