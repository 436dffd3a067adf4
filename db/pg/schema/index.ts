/**
 * The PostgreSQL data model: the same tables and columns as db/schema/ (SQLite), so a store's
 * SQL can often be shared, in PostgreSQL's own types: times in Unix milliseconds as bigint (read
 * as numbers), flags as boolean, JSON documents as jsonb, ids from identity sequences, the name
 * and site searches as generated tsvector columns. Decision 0063.
 */
export * from './geography';
export * from './accounts';
export * from './notices';
export * from './content';
export * from './directory';
export * from './payments';
export * from './push';
export * from './requests';
export * from './operations';
export * from './planner';
export * from './moderation';
