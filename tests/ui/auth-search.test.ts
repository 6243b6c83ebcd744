import { describe, expect, it } from "vitest";
import { safeRedirect } from "../../src/ui/pages/account/auth-search";
import { authSearch } from "../../src/ui/routes/auth";

/** What the /auth route reads from a search, as the router parses it. */
const parseAuthSearch = (search: Record<string, unknown>) => authSearch["~standard"].validate(search);

describe("/auth search params", () => {
  it.each([
    ["/profile/5/settings", "/profile/5/settings"],
    ["/profile/5?type=edit#top", "/profile/5?type=edit#top"],
    ["/", "/"],
    ["/authors", "/authors"],
    ["/profile/2/../5/chat", "/profile/5/chat"],
  ])("keeps %j, a path of this site, to go to after login", (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    "//evil.example/",
    "/\\evil.example",
    "/\\/evil.example",
    // Browsers drop tabs and line breaks from URLs: each of these would become //evil.example.
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "/\u0000/evil.example",
    "/\u001f/evil.example",
    "/\u007f/evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "data:text/html,hi",
    "profile/5",
    "",
    "/auth?page=auth",
    "/auth",
    "/auth/",
    "/AUTH",
    "/x/../auth",
    "/%2e%2e/auth",
    `/${"a".repeat(3000)}`,
  ])("refuses %j", (value) => {
    expect(safeRedirect(value)).toBeUndefined();
  });

  it.each([42, null, undefined, ["/profile/5"], { href: "/" }])("refuses %j, which is no string", (value) => {
    expect(safeRedirect(value)).toBeUndefined();
  });

  it("drops what it does not know instead of trusting it", () => {
    expect(parseAuthSearch({ page: "reg", ref: "FRIEND42", redirect: "/welcome", x: 1 })).toEqual({
      value: { page: "reg", ref: "FRIEND42", redirect: "/welcome" },
    });
    expect(parseAuthSearch({ page: "admin", ref: "<script>", redirect: "//evil.example" })).toEqual({
      value: {},
    });
    expect(parseAuthSearch({ page: 1, ref: ["a"], redirect: "/auth" })).toEqual({ value: {} });
  });
});
