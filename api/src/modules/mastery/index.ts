import { Elysia, t } from "elysia";
import type { AppContext } from "../../context";
import { authentication } from "../auth/public";
import { SubjectNode } from "./model";
import { loadMasteryTree } from "./tree";

/** The caller's mastery tree, read by the practice filters and the flashcard dialogs. */
export function masteryModule(ctx: AppContext) {
  return new Elysia({ prefix: "/mastery", name: "mastery", tags: ["Mastery"] })
    .use(authentication(ctx))
    .get("/tree", ({ user }) => loadMasteryTree(ctx.database, user.id), { auth: true, response: t.Array(SubjectNode) });
}
