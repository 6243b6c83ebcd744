import { fromPromise } from "xstate";
import { getBlog, listBlogAuthors, updateBlog } from "../../api/endpoints/blogs";
import type { Blog, BlogAuthor } from "../../api/schema/blog";
import { api } from "../lib/api";
import { pagedListOf } from "../lib/paged-list.machine";
import { loadWith } from "../lib/resource.machine";

// Blogs and the blogosphere (issue 15): a member's blog, its settings, the authors.

/** Member `id`'s blog. */
export const loadBlog = loadWith(
  (params: { id: number }, signal): Promise<Blog> => api.call(getBlog, { params, signal }),
);

/** The blogosphere's authors, a page at a time. */
export const blogAuthorsOf = () =>
  pagedListOf<BlogAuthor>(({ page }, signal) => api.call(listBlogAuthors, { query: { page }, signal }));

/** What the blog settings form submits: its fields and the picked cover. */
export interface BlogSubmission {
  readonly title: string;
  readonly description?: string;
  readonly removeCover?: "1";
  readonly files?: { readonly cover?: Blob };
}

/** The blog settings form's `submit`: the caller's own blog. */
export const submitBlog = fromPromise<Blog, BlogSubmission>(({ input, signal }) => {
  const { files, ...body } = input;
  return api.call(updateBlog, { body, ...(files?.cover ? { files: { cover: [files.cover] } } : {}), signal });
});
