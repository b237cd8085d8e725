// What every analytics demo table shares: the days it covers and how a pseudo-random number is drawn.
// Values come from hashtext over stable keys (cloud ids, dates, names; never a generated uuid), so two
// runs on the same day write the same numbers.

/**
 * The days of the demo data (use as `${demoDays} AS d (dia, dia_texto)`, the text for hash keys): from the first day of the month `$1` months back to yesterday, so whole
 * months show in monthly charts and relative-date filters ("last 7 days", "this year") find rows.
 */
export const demoDays = `(SELECT day::date, day::date::text FROM generate_series(
    (date_trunc('month', current_date) - make_interval(months => $1::int))::timestamp,
    (current_date - 1)::timestamp,
    interval '1 day') AS day)`;

/** A number in [0, 1) drawn from the key's text (hashtext's low 16 bits), as float8 (numeric is slow). */
export const draw = (key: string) => `((hashtext(${key}) & 65535) / 65536.0::float8)`;

/** The same from an integer key (hashint8): cheaper than building a string for each of millions of rows. */
export const drawInt = (key: string) => `((hashint8(${key}) & 65535) / 65536.0::float8)`;

/** A day as a whole number (days since 2000-01-01), for integer keys. */
export const dayNumber = (day: string) => `(${day} - date '2000-01-01')`;

/** The environment's region as customers read it. */
export const regionName = (code: string) => `CASE ${code}
    WHEN 'sa-east-1' THEN 'São Paulo'
    WHEN 'sa-east-2' THEN 'Rio de Janeiro'
    WHEN 'us-east-1' THEN 'Virgínia do Norte'
    ELSE ${code} END`;

/** A product code of the topologies ('protheus') as its name ('Protheus'). */
export const productName = (code: string) => `CASE ${code}
    WHEN 'protheus' THEN 'Protheus'
    WHEN 'fluig' THEN 'Fluig'
    WHEN 'rm' THEN 'RM'
    WHEN 'tss' THEN 'TSS'
    WHEN 'datasul' THEN 'Datasul'
    WHEN 'winthor' THEN 'WinThor'
    WHEN 'smartrm' THEN 'SmartRM'
    WHEN 'treports' THEN 'TReports'
    ELSE initcap(${code}) END`;

/** A local (UTC−3, São Paulo without daylight saving) time of day on a date, as timestamptz. */
export const localTime = (day: string, minutes: string) =>
  `((${day})::timestamp + make_interval(mins => (${minutes})::int) + interval '3 hours') AT TIME ZONE 'UTC'`;
