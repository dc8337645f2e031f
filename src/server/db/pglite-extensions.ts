import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions the migrations create, loaded into every PGlite (a server's, a test's,
 * the template's). PostgreSQL ships them in its contrib package.
 */
export const pgliteExtensions = { pg_trgm };
