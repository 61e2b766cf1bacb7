import { type RawBuilder, sql } from 'kysely';

/**
 * A timestamp's São Paulo calendar day in SQL: UTC minus 3 hours, as domain/periods.ts counts it (Brazil
 * keeps no summer time since 2019, and PGlite carries no time-zone database). Migration 0010's trigger
 * writes the same expression literally.
 */
export const saoPauloDate = (timestamp: RawBuilder<unknown>) => sql<string>`((${timestamp} AT TIME ZONE 'UTC') - interval '3 hours')::date`;

/** The month of a São Paulo day, named as domain/periods.ts names months ('2026-11'). */
export const monthOfDay = (day: RawBuilder<unknown>) => sql<string>`to_char(${day}, 'YYYY-MM')`;

/** A timestamp's São Paulo month ('2026-11'): the month of its São Paulo day. */
export const saoPauloMonth = (timestamp: RawBuilder<unknown>) => monthOfDay(saoPauloDate(timestamp));
