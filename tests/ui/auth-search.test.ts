import { describe, expect, it } from "vitest";
import { parseAuthSearch, safeRedirect } from "../../src/ui/pages/account/auth-search";

describe("/auth search params", () => {
  it("keeps a path of this site to go to after login", () => {
    expect(safeRedirect("/profile/5/settings")).toBe("/profile/5/settings");
    expect(safeRedirect("/profile/5?type=edit#top")).toBe("/profile/5?type=edit#top");
  });

  it.each([
    "//evil.example/",
    "/\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "profile/5",
    "",
    "/auth?page=auth",
    "/auth",
    `/${"a".repeat(3000)}`,
  ])("refuses %j", (value) => {
    expect(safeRedirect(value)).toBeUndefined();
  });

  it("drops what it does not know instead of trusting it", () => {
    expect(parseAuthSearch({ page: "reg", ref: "FRIEND42", redirect: "/welcome" })).toEqual({
      page: "reg",
      ref: "FRIEND42",
      redirect: "/welcome",
    });
    expect(parseAuthSearch({ page: "admin", ref: "<script>", redirect: "//evil.example" })).toEqual({});
    expect(parseAuthSearch({ page: 1, ref: ["a"] })).toEqual({});
  });
});
