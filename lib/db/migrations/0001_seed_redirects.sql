-- Redirects of the old shop that every environment starts with (spec 01 §2). Runs once as a migration;
-- ON CONFLICT keeps it harmless on a database where an editor already added the same source.
INSERT INTO "redirects" ("market", "source_path", "target", "status") VALUES
  (NULL, '/de/ratgeber-alt/', '/de/ratgeber/', 301),
  (NULL, '/fr/conseils/', '/fr/les-inspirations/', 301),
  (NULL, '/de/newsletter-archiv/', 'https://newsletter.example.com/archiv', 302),
  (NULL, '/de/sale/', '/de/angebote/', 302)
ON CONFLICT ("market", "source_path") DO NOTHING;
