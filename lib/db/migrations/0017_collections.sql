CREATE TABLE "collections" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
-- Databases seeded before this table existed hold the demo catalog's collection codes without names:
-- name the codes they use (the seed writes the same names for new catalogs).
INSERT INTO "collections" ("code", "name")
SELECT v.code, v.name::jsonb FROM (VALUES
	('skandi-living', '{"de":"Skandi Living","fr":"Esprit scandinave","nl":"Scandinavisch wonen"}'),
	('fruehling-2026', '{"de":"Frühling 2026","fr":"Printemps 2026","nl":"Lente 2026"}'),
	('bio-baumwolle', '{"de":"Bio-Baumwolle","fr":"Coton bio","nl":"Biologisch katoen"}'),
	('klassiker', '{"de":"Klassiker","fr":"Les classiques","nl":"Klassiekers"}'),
	('erstausstattung', '{"de":"Erstausstattung","fr":"Premier trousseau","nl":"Babyuitzet"}'),
	('geschenkideen', '{"de":"Geschenkideen","fr":"Idées cadeaux","nl":"Cadeau-ideeën"}')
) AS v(code, name)
WHERE EXISTS (SELECT 1 FROM "products" p WHERE v.code = ANY(p."collections"));
