// The one database schema (PostgreSQL dialect), shared by PGlite and PostgreSQL, one file per domain.
// Migrations in lib/db/migrations are generated from it with `npm run db:generate -- --name <what>`.
export * from './catalog';
export * from './system';
export * from './accounts';
export * from './orders';
export * from './back-office';
export * from './alerts';
export * from './bonuses';
export * from './product-reviews';
export * from './promotions';
export * from './search-log';
