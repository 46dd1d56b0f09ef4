-- Trigram indexes for product search (products_search_*_idx); part of contrib in both PGlite and PostgreSQL.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
