import { type AnyPgColumn, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { memberColumn } from "./accounts";
import { createdAt, partOf } from "./columns";

/** Who reacted, with which code, when. */
const reactionColumns = () => ({
  userId: memberColumn("user_id"),
  code: text("code").notNull(),
  createdAt: createdAt(),
});

/**
 * Emoji reactions to one kind of thing (messages, publications): one row per member per emoji code per
 * target, so a member reacts with a code once and the counts are counted from the rows, never kept.
 * `key` is the target's property (`messageId`), `column` its column (`message_id`).
 */
export function reactionsTable<Key extends string>(
  name: string,
  key: Key,
  column: string,
  target: () => AnyPgColumn,
) {
  // A computed key is typed `string` by TypeScript: the cast gives it back its name.
  const columns = { [key]: partOf(column, target), ...reactionColumns() } as Record<
    Key,
    ReturnType<typeof partOf>
  > &
    ReturnType<typeof reactionColumns>;
  return pgTable(name, columns, (table) => [
    primaryKey({ columns: [table[key] as AnyPgColumn, table.userId, table.code] }),
  ]);
}
