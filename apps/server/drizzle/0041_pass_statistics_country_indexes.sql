-- A territorial manager's statistics read the daily and monthly rows of their countries: by
-- country first, not every row of the period filtered (a year of Europe's customers by day read
-- about 250,000 rows to keep a fifth). Hand-trimmed: drizzle-kit also wrote teletrax tables that
-- 0039 creates itself (its snapshot lacked them; 0041 has them now).
CREATE INDEX "pass_statistics_daily_country_idx" ON "pass_statistics_daily" USING btree ("dimension","country_id","day");--> statement-breakpoint
CREATE INDEX "pass_statistics_monthly_country_idx" ON "pass_statistics_monthly" USING btree ("dimension","country_id","month");
