import { describe, expect, test } from "bun:test";
import { nextPageUrl, scoresUrl } from "./services";

describe("scoresUrl", () => {
  test("adds /scores to the line item's path and keeps its query", () => {
    expect(scoresUrl("https://lms.example/api/lti/courses/1/line_items/7")).toBe(
      "https://lms.example/api/lti/courses/1/line_items/7/scores",
    );
    expect(scoresUrl("https://lms.example/mod/lti/services.php/2/lineitems/9/lineitem?type_id=3")).toBe(
      "https://lms.example/mod/lti/services.php/2/lineitems/9/lineitem/scores?type_id=3",
    );
    expect(scoresUrl("https://lms.example/items/7/")).toBe("https://lms.example/items/7/scores");
  });
});

describe("nextPageUrl", () => {
  test("finds rel=next among other links, quoted or not, and resolves it", () => {
    const header =
      '<https://lms.example/m?page=1>; rel="first", <https://lms.example/m?page=3>; rel="next", <https://lms.example/m?page=9>; rel="last"';
    expect(nextPageUrl(header, "https://lms.example/m?page=2")).toBe("https://lms.example/m?page=3");
    expect(nextPageUrl("</m?page=2>; rel=next", "https://lms.example/m")).toBe("https://lms.example/m?page=2");
  });

  test("no header, or no next, is the last page", () => {
    expect(nextPageUrl(null, "https://lms.example/m")).toBeNull();
    expect(nextPageUrl('<https://lms.example/m?page=1>; rel="prev"', "https://lms.example/m")).toBeNull();
  });
});
