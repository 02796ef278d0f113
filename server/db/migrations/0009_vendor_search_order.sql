DROP INDEX "vendors_category_state_idx";--> statement-breakpoint
DROP INDEX "vendors_market_idx";--> statement-breakpoint
CREATE INDEX "vendors_category_state_idx" ON "vendors" USING btree ("category_id","state_code","relevance" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "vendors_market_idx" ON "vendors" USING btree ("market_id","category_id","relevance" DESC NULLS FIRST,"id");