-- Full-text search per language (lib/catalog/search): partial GIN indexes replace the one over all languages.
DROP INDEX "product_texts_search_idx";--> statement-breakpoint
CREATE INDEX "product_texts_search_de_idx" ON "product_texts" USING gin ("search") WHERE "product_texts"."language" = 'de';--> statement-breakpoint
CREATE INDEX "product_texts_search_fr_idx" ON "product_texts" USING gin ("search") WHERE "product_texts"."language" = 'fr';--> statement-breakpoint
CREATE INDEX "product_texts_search_nl_idx" ON "product_texts" USING gin ("search") WHERE "product_texts"."language" = 'nl';