// Catalogue search: Russian morphology, typos, wrong keyboard layout and Latin spelling (see understand-query.ts).
export { searchHintsAndProducts, searchProducts } from './search-service';
export { rebuildSearchVocabulary } from './vocabulary';
export { refreshSearchIndex } from './index-products';
export { understandQuery } from './understand-query';
export { currentSearchIndex, searchIndexSettled } from './memory-index/current';
export { hintsAnswer, hintsFastRoute, hintsPolicy } from './hints-answer';
export { popularQueries, searchStats } from './search-log';
