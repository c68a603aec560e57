-- Polish alphabetical order (a ą b c ć … z ź ż) as a sort key, identical on PostgreSQL and
-- PGlite: PGlite's ICU carries only root data ("pl-PL" falls back to root, which treats ą and ś
-- as accented a and s), so the ICU "pl-PL-x-icu" collation of PostgreSQL cannot be the one rule.
-- Every ASCII letter gets the suffix 0 and each Polish letter becomes its base letter with 1
-- (ż: 2), so byte order (COLLATE "C" at the use site) is Polish order. Case is folded with the
-- "C" rules plus an explicit Polish upper-to-lower map, so both databases fold exactly alike.
CREATE OR REPLACE FUNCTION pl_sort_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT replace(replace(replace(replace(replace(replace(replace(replace(replace(
      regexp_replace(lower(translate($1, 'ĄĆĘŁŃÓŚŹŻ', 'ąćęłńóśźż') COLLATE "C"), '([a-z])', '\10', 'g'),
      'ą', 'a1'), 'ć', 'c1'), 'ę', 'e1'), 'ł', 'l1'), 'ń', 'n1'), 'ó', 'o1'), 'ś', 's1'), 'ź', 'z1'), 'ż', 'z2')
  $$;
