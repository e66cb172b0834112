-- The customer text search's LIKE '%word%' is estimated from the statistics of the indexed
-- expressions. With the default 100 histogram entries a last name held by 1 in 20 customers
-- was estimated at 20 rows of 200,000, so PostgreSQL fetched and sorted all its 7,000 matches
-- (80 ms) instead of walking the newest-first index until a page is full (0.2 ms).
-- 1,000 entries estimate it within a few percent (bench/README.md, customers).
ALTER INDEX "users_search_trgm_idx" ALTER COLUMN 1 SET STATISTICS 1000;--> statement-breakpoint
ALTER INDEX "companies_name_trgm_idx" ALTER COLUMN 1 SET STATISTICS 1000;
