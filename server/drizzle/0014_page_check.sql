-- pageinspect lets the start-up check of the embedded database find a table page overwritten with
-- zeros (src/db/data-folder.ts). Its functions answer superusers only. A PostgreSQL role that may
-- not create it (not a superuser, or a server without contrib) goes on without it.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pageinspect;
EXCEPTION WHEN insufficient_privilege OR undefined_file OR feature_not_supported THEN
  RAISE NOTICE 'pageinspect is not available (%); the check for zeroed pages is skipped', SQLERRM;
END
$$;
