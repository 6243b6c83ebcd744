import { Schema } from "effect";
import { define, type FileRule } from "../endpoint";
import type { EndpointGroup } from "../group";
import { Blog, BlogAuthorsPage } from "../schema/blog";
import { IdFromString, ShownName, Text } from "../schema/common";
import { PageFromString } from "./messenger";

/*
 * Blogs and the blogosphere (issue 15): each member's blog has a title, a description and a cover of
 * their choosing; the blogosphere lists the authors with their best publication.
 */

const megabyte = 1024 * 1024;

/** What a blog's cover may be: one image, its type detected from its content. */
export const blogCoverRules = {
  cover: {
    maxCount: 1,
    maxBytes: 10 * megabyte,
    types: ["image/png", "image/jpeg", "image/gif", "image/webp"],
  },
} as const satisfies Readonly<Record<string, FileRule>>;

/** Authors a page of the blogosphere. */
export const blogAuthorsPageSize = 12;

/** Where a blog's cover is served (anyone). */
export const blogCoverRoute = "/api/publications/blog/:id/cover";
/** The address of member `id`'s blog cover, `version` making each new one a new address. */
export const blogCoverUrl = (id: number, version: number) =>
  `/api/publications/blog/${id}/cover?v=${version}`;

/** Member `id`'s blog (404 for no such member). Anyone. */
export const getBlog = define.get("/api/publications/blog/:id", Blog, {
  params: Schema.Struct({ id: IdFromString }),
});

/**
 * Changes the caller's own blog: `title` (1–100 characters), `description` (up to 500), a new `cover`
 * image, or `removeCover=1`. A cover of another type → 400 naming `cover`; too big → 413. Answers the blog.
 */
export const updateBlog = define.put("/api/publications/blog", Blog, {
  bodyKind: "form",
  files: blogCoverRules,
  body: Schema.Struct({
    title: ShownName.check(
      Schema.isMinLength(1, { message: "Назовите блог" }),
      Schema.isMaxLength(100, { message: "Название — не длиннее 100 символов" }),
    ),
    description: Schema.optionalKey(
      Text.check(Schema.isMaxLength(500, { message: "Описание — не длиннее 500 символов" })),
    ),
    removeCover: Schema.optionalKey(Schema.Literals(["1"])),
  }),
});

/**
 * The blogosphere's authors: members with at least one publication, the most followed first, each with
 * their best publication, {@link blogAuthorsPageSize} a page. Anyone.
 */
export const listBlogAuthors = define.get("/api/publications/blogosphere/authors", BlogAuthorsPage, {
  query: Schema.Struct({ page: Schema.optionalKey(PageFromString) }),
});

export const blogsApi = { getBlog, updateBlog, listBlogAuthors } as const satisfies EndpointGroup;
