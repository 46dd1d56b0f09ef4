-- Search in the database: accents folded (unaccent), Hungarian and English snowball stems, trigram
-- typo tolerance, prefixes and synonyms. The same objects exist in PGlite and in PostgreSQL's contrib.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); with the dictionary named explicitly the
-- result depends on the text alone, so generated columns and indexes may use this wrapper.
CREATE OR REPLACE FUNCTION otthon_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
--> statement-breakpoint
-- Accents are folded before stemming, so "lámpák", "lampak" and "lámpa" all become "lamp".
CREATE TEXT SEARCH CONFIGURATION otthon_hu (COPY = pg_catalog.hungarian);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION otthon_hu ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, pg_catalog.hungarian_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION otthon_en (COPY = pg_catalog.english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION otthon_en ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, pg_catalog.english_stem;
--> statement-breakpoint
-- Whole words, folded but not stemmed: what prefix matching ("kana" → "kanape") compares with.
CREATE TEXT SEARCH CONFIGURATION otthon_words (COPY = pg_catalog.simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION otthon_words ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, pg_catalog.simple;
--> statement-breakpoint
-- A product's category names (its categories and their ancestors) for the search columns; a
-- generated column cannot read another table, so a trigger fills them before the generated
-- search columns are computed.
CREATE OR REPLACE FUNCTION otthon_product_category_names() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  SELECT jsonb_build_object(
      'hu', coalesce(string_agg(c.title->>'hu', ' ' ORDER BY c.sort_order), ''),
      'en', coalesce(string_agg(c.title->>'en', ' ' ORDER BY c.sort_order), ''))
    INTO NEW.category_names
    FROM categories c WHERE c.id = ANY (NEW.category_ids);
  RETURN NEW;
END
$$;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "category_names" jsonb DEFAULT '{"hu":"","en":""}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_hu" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" drop column "search_hu";
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_hu" text GENERATED ALWAYS AS (otthon_fold((title->>'hu') || ' ' || (category_names->>'hu') || ' ' || sku)) STORED;
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_en" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" drop column "search_en";
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_en" text GENERATED ALWAYS AS (otthon_fold((title->>'en') || ' ' || (category_names->>'en') || ' ' || sku)) STORED;
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "search_hu" text GENERATED ALWAYS AS (otthon_fold(title->>'hu')) STORED;
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "search_en" text GENERATED ALWAYS AS (otthon_fold(title->>'en')) STORED;
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "search_doc_hu" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('otthon_hu'::regconfig, coalesce(title->>'hu', '')), 'A') || setweight(to_tsvector('otthon_words'::regconfig, coalesce(title->>'hu', '')), 'A')) STORED;
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "search_doc_en" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('otthon_en'::regconfig, coalesce(title->>'en', '')), 'A') || setweight(to_tsvector('otthon_words'::regconfig, coalesce(title->>'en', '')), 'A')) STORED;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_doc_hu" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('otthon_hu'::regconfig, coalesce(title->>'hu', '')), 'A') || setweight(to_tsvector('otthon_words'::regconfig, coalesce(title->>'hu', '')), 'A') || setweight(to_tsvector('otthon_hu'::regconfig, coalesce(category_names->>'hu', '')), 'B') || setweight(to_tsvector('otthon_words'::regconfig, coalesce(category_names->>'hu', '')), 'B') || setweight(to_tsvector('otthon_hu'::regconfig, coalesce(short_description->>'hu', '')), 'C')) STORED;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_doc_en" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('otthon_en'::regconfig, coalesce(title->>'en', '')), 'A') || setweight(to_tsvector('otthon_words'::regconfig, coalesce(title->>'en', '')), 'A') || setweight(to_tsvector('otthon_en'::regconfig, coalesce(category_names->>'en', '')), 'B') || setweight(to_tsvector('otthon_words'::regconfig, coalesce(category_names->>'en', '')), 'B') || setweight(to_tsvector('otthon_en'::regconfig, coalesce(short_description->>'en', '')), 'C')) STORED;
--> statement-breakpoint
CREATE INDEX "products_search_doc_hu_idx" ON "products" USING gin ("search_doc_hu");
--> statement-breakpoint
CREATE INDEX "products_search_doc_en_idx" ON "products" USING gin ("search_doc_en");
--> statement-breakpoint
CREATE INDEX "products_search_hu_idx" ON "products" USING gin ("search_hu" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "products_search_en_idx" ON "products" USING gin ("search_en" gin_trgm_ops);
--> statement-breakpoint
CREATE TRIGGER products_category_names BEFORE INSERT OR UPDATE OF category_ids ON products
  FOR EACH ROW EXECUTE FUNCTION otthon_product_category_names();
--> statement-breakpoint
-- Rows that were there before this migration get their category names (and so their search columns).
UPDATE products SET category_ids = category_ids;
--> statement-breakpoint
-- The synonym list: a query word (matched by its stem, so "kanapét" counts as "kanapé") also
-- finds its alternatives. Kept as data in one place; a view over a literal list, so it ships with
-- the schema like the text search configurations, and the seed's "empty database" check (tables
-- only) does not count it. Alternatives may be phrases ("chest of drawers"). Besides true
-- synonyms it names the compounds a plain word stands for ("asztal" → "étkezőasztal"), since the
-- Hungarian stemmer does not split compounds.
CREATE VIEW search_synonyms (locale, term, alternative) AS VALUES
  ('hu', 'kanapé', 'szófa'), ('hu', 'szófa', 'kanapé'), ('hu', 'kanapé', 'sarokkanapé'), ('hu', 'kanapé', 'kanapéágy'),
  ('hu', 'heverő', 'kanapé'), ('hu', 'dívány', 'kanapé'), ('hu', 'ülőgarnitúra', 'kanapé'),
  ('hu', 'asztal', 'étkezőasztal'), ('hu', 'asztal', 'dohányzóasztal'), ('hu', 'asztal', 'íróasztal'),
  ('hu', 'szék', 'étkezőszék'), ('hu', 'szék', 'forgószék'), ('hu', 'szék', 'bárszék'), ('hu', 'szék', 'pultszék'),
  ('hu', 'lámpa', 'állólámpa'), ('hu', 'lámpa', 'olvasólámpa'), ('hu', 'lámpa', 'ívlámpa'), ('hu', 'lámpa', 'függeszték'),
  ('hu', 'csillár', 'függeszték'), ('hu', 'ágy', 'franciaágy'),
  ('hu', 'szekrény', 'gardróbszekrény'), ('hu', 'szekrény', 'tálalószekrény'), ('hu', 'ruhásszekrény', 'gardróbszekrény'),
  ('hu', 'polc', 'könyvespolc'), ('hu', 'polc', 'létrapolc'), ('hu', 'polc', 'polcrendszer'),
  ('hu', 'párna', 'díszpárna'), ('hu', 'szőnyeg', 'futószőnyeg'), ('hu', 'pokróc', 'takaró'), ('hu', 'pléd', 'takaró'),
  ('hu', 'fotel', 'karosszék'), ('hu', 'karosszék', 'fotel'), ('hu', 'tévé', 'tv'), ('hu', 'televízió', 'tv'),
  ('hu', 'virágtartó', 'kaspó'), ('hu', 'cserép', 'kaspó'), ('hu', 'óra', 'falióra'), ('hu', 'gyertya', 'mécsestartó'),
  ('en', 'couch', 'sofa'), ('en', 'settee', 'sofa'), ('en', 'sofa', 'couch'), ('en', 'lamp', 'light'), ('en', 'light', 'lamp'),
  ('en', 'carpet', 'rug'), ('en', 'pillow', 'cushion'), ('en', 'dresser', 'chest of drawers'),
  ('en', 'bedside table', 'nightstand'), ('en', 'nightstand', 'bedside table'), ('en', 'closet', 'wardrobe'),
  ('en', 'cupboard', 'wardrobe'), ('en', 'bookshelf', 'bookcase'), ('en', 'shelf', 'shelving'), ('en', 'blanket', 'throw'),
  ('en', 'umbrella', 'parasol'), ('en', 'chair', 'stool'), ('en', 'television', 'tv'),
  ('en', 'pot', 'planter'), ('en', 'chandelier', 'pendant'), ('en', 'duvet', 'bedding');
--> statement-breakpoint
-- The alternatives the synonym list gives for a word in the language's configuration ($1; $2 the
-- language, $3 the word): those of every term with the word's stem.
CREATE OR REPLACE FUNCTION otthon_search_synonyms(regconfig, text, text) RETURNS tsquery
  LANGUAGE sql STABLE PARALLEL SAFE STRICT
  AS $$
  SELECT coalesce((
    SELECT to_tsquery($1, string_agg(quote_literal(s.alternative), ' | '))
      FROM search_synonyms s
     WHERE s.locale = $2 AND numnode(plainto_tsquery($1, $3)) > 0
       AND to_tsvector($1, s.term) @@ plainto_tsquery($1, $3)), ''::tsquery)
$$;
--> statement-breakpoint
-- One word of a search as a text query: its stem or any of its alternatives.
CREATE OR REPLACE FUNCTION otthon_search_word(regconfig, text, text) RETURNS tsquery
  LANGUAGE sql STABLE PARALLEL SAFE STRICT
  AS $$ SELECT plainto_tsquery($1, $3) || otthon_search_synonyms($1, $2, $3) $$;
--> statement-breakpoint
-- The beginning of a word as typed, folded: matches whole words (not stems) starting with it.
CREATE OR REPLACE FUNCTION otthon_search_prefix(text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT to_tsquery('otthon_words'::regconfig, quote_literal(otthon_fold($1)) || ':*') $$;
