// Every shape of the shop API in one import, for code written before the contract was split by domain; new code
// imports from the domain module (./catalog, ./cart, ./checkout, …). Types only, plus the zod-free listing
// constants, so importing this never brings the validation library into a browser bundle.
export type * from './envelope';
export type * from './catalog';
export * from './listing';
export type * from './cart';
export type * from './checkout';
export type * from './orders';
export type * from './payments';
export type * from './accounts';
export type * from './wishlist';
export type * from './feedback';
export type * from './outbox';
