import { Elysia } from "elysia";
import type { AppContext } from "../../context";
import { authentication } from "../auth/public";
import { AddOriginBody, DistrictParams, EmbedOriginList, RemoveOriginQuery } from "./model";
import { addEmbedOrigin, listEmbedOrigins, removeEmbedOrigin, requireOwnDistrict } from "./service";

/**
 * A district admin's list of the school portals that embed the widgets: their pages may call the API
 * (CORS) and frame the product (`frame-ancestors`). Another district's list is a 404.
 */
export function embeddingModule(ctx: AppContext) {
  return new Elysia({ prefix: "/districts", name: "embedding", tags: ["Embedding"] })
    .use(authentication(ctx))
    .get(
      "/:id/embed-origins",
      ({ user, params }) => listEmbedOrigins(ctx.database, requireOwnDistrict(user, params.id)),
      { roles: ["admin"], params: DistrictParams, response: EmbedOriginList },
    )
    .post(
      "/:id/embed-origins",
      async ({ user, params, body, set }) => {
        const list = await addEmbedOrigin(ctx.database, requireOwnDistrict(user, params.id), body.origin, user.id);
        ctx.embedOrigins.invalidate();
        set.status = 201;
        return list;
      },
      { roles: ["admin"], params: DistrictParams, body: AddOriginBody, response: { 201: EmbedOriginList } },
    )
    .delete(
      "/:id/embed-origins",
      async ({ user, params, query }) => {
        const list = await removeEmbedOrigin(ctx.database, requireOwnDistrict(user, params.id), query.origin);
        ctx.embedOrigins.invalidate();
        return list;
      },
      { roles: ["admin"], params: DistrictParams, query: RemoveOriginQuery, response: EmbedOriginList },
    );
}
