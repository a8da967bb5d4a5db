import { Elysia } from "elysia";
import type { AppContext } from "../../context";
import { requestLanguage } from "../../errors";
import { authentication } from "../auth/public";
import { Delivery, DeliveryList, DeliveryParams } from "./model";
import { listFailingDeliveries, retryDelivery } from "./service";

/**
 * Deliveries that keep failing (emails, grades to the LMS, billing calls in the outbox), for the
 * admins who answer for them: a district admin sees the district's, a school admin the school's.
 */
export function deliveriesModule(ctx: AppContext) {
  return new Elysia({ prefix: "/admin/deliveries", name: "deliveries", tags: ["Deliveries"] })
    .use(authentication(ctx))
    .get("/", ({ user, request }) => listFailingDeliveries(ctx.database, user, requestLanguage(request)), {
      roles: ["admin"],
      response: DeliveryList,
    })
    .post("/:id/retry", ({ user, params, request }) => retryDelivery(ctx, user, params.id, requestLanguage(request)), {
      roles: ["admin"],
      params: DeliveryParams,
      response: Delivery,
    });
}
