import { Schema } from "effect";
import { Paged } from "./common";
import { PublicationCard } from "./publication";
import { PublicUser } from "./user";

const Count = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0));

/**
 * A member's blog as the blogosphere shows it: its title (the author's name until they choose one), its
 * description, its cover (null: none) and how many publications and subscribers it has.
 */
export const Blog = Schema.Struct({
  author: PublicUser,
  title: Schema.String,
  description: Schema.String,
  cover: Schema.NullOr(Schema.String),
  counters: Schema.Struct({ publications: Count, subscribers: Count }),
});
export type Blog = typeof Blog.Type;

/** An author of the blogosphere: their blog and their best publication (the most reacted to). */
export const BlogAuthor = Schema.Struct({
  id: Schema.Int,
  blog: Blog,
  best: Schema.NullOr(PublicationCard),
});
export type BlogAuthor = typeof BlogAuthor.Type;

export const BlogAuthorsPage = Paged(BlogAuthor);
export type BlogAuthorsPage = typeof BlogAuthorsPage.Type;
