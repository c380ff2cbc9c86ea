/**
 * Columns many tables share. In a module of their own: the schema's files import each other's tables
 * lazily (inside `references(() => …)`), but a spread column is read when the table is defined, so it
 * must not come from a module that is still being evaluated.
 */
import { timestamp } from 'drizzle-orm/pg-core';

/** created_at and updated_at, as every table that is edited has them. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
