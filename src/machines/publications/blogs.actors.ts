import { fromPromise } from "xstate";
import type { ApiClient } from "../../api/client";
import { getBlog, listBlogAuthors, updateBlog } from "../../api/endpoints/blogs";
import type { Blog, BlogAuthor } from "../../api/schema/blog";
import { pagedListOf } from "../lib/paged-list.machine";
import { loadWith } from "../lib/resource.machine";

// Blogs and the blogosphere (issue 15): a member's blog, its settings, the authors.

/** What the blog settings form submits: its fields and the picked cover. */
export interface BlogSubmission {
  readonly title: string;
  readonly description?: string;
  readonly removeCover?: "1";
  readonly files?: { readonly cover?: Blob };
}

/** Blogs and the blogosphere's calls through `client`. */
export function blogsActors(client: ApiClient) {
  return {
    /** Member `id`'s blog. */
    loadBlog: loadWith(
      (params: { id: number }, signal): Promise<Blog> => client.call(getBlog, { params, signal }),
    ),

    /** The blogosphere's authors, a page at a time. */
    blogAuthorsOf: () =>
      pagedListOf<BlogAuthor>(({ page }, signal) =>
        client.call(listBlogAuthors, { query: { page }, signal }),
      ),

    /** The blog settings form's `submit`: the caller's own blog. */
    submitBlog: fromPromise<Blog, BlogSubmission>(({ input, signal }) => {
      const { files, ...body } = input;
      return client.call(updateBlog, {
        body,
        ...(files?.cover ? { files: { cover: [files.cover] } } : {}),
        signal,
      });
    }),
  };
}
