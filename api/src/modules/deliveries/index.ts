import { Elysia } from "elysia";
import type { AppContext } from "../../context";
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
    .get("/", ({ user }) => listFailingDeliveries(ctx.database, user), { roles: ["admin"], response: DeliveryList })
    .post("/:id/retry", ({ user, params }) => retryDelivery(ctx, user, params.id), {
      roles: ["admin"],
      params: DeliveryParams,
      response: Delivery,
    });
}
