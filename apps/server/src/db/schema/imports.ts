import type { ImportMethod, ImportSource, ImportStatus } from '@simmer/domain/import';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { recipes } from './recipes';

/**
 * One recipe import attempt (issue 7): its source, outcome and reason, kept so the user can see
 * failed imports and try them again. Pasted text is kept whole and a photo's file is kept in
 * storage (`imageKey`) so a retry never asks the user for their input twice.
 */
export const recipeImports = pgTable(
  'recipe_imports',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').$type<ImportSource>().notNull(),
    /** The address asked for (url imports), normalised for duplicate checks. */
    url: text('url'),
    /** The pasted text (text imports). */
    text: text('text'),
    /** Storage key of the uploaded photo (image imports) and its original file name. */
    imageKey: text('image_key'),
    fileName: text('file_name'),
    status: text('status').$type<ImportStatus>().notNull(),
    method: text('method').$type<ImportMethod>(),
    reason: text('reason'),
    recipeName: text('recipe_name'),
    recipeId: text('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('recipe_imports_user_created_idx').on(table.userId, table.createdAt)],
);
