import { eq } from "drizzle-orm";
import { Elysia, t } from "elysia";
import type { AppContext } from "../../context";
import { type UserRow, users } from "../../db/schema";
import { notFound } from "../../errors";
import { recordAudit } from "../audit/public";
import { authentication, requireDistrictAdmin, toProfile, UserProfile } from "../auth/public";
import {
  answerConsentRequest,
  deleteUnconsentedAccounts,
  readConsentRequest,
  recordBirthYear,
  requestParentalConsent,
} from "./consent";
import { deleteAccount, deleteOwnAccount, requireConfirmation } from "./deletion";
import { exportFileName, exportUserData } from "./export";
import {
  AccountExport,
  BirthYearBody,
  ConsentAnswer,
  ConsentAnswerBody,
  ConsentInfo,
  ConsentParams,
  ConsentRequestBody,
  ConsentRequestSent,
  DeleteBody,
  RetentionBody,
  RetentionSettings,
  StudentParams,
} from "./model";
import { applyRetention, deleteExpiredDemoAccounts, loadRetention, updateRetention } from "./retention";

const DAY_MS = 24 * 3_600_000;

/**
 * Data rights (FERPA, COPPA, state student-privacy laws): a person's copy of everything held about
 * them, deleting an account, a district's retention of conversations, and a parent's consent for a
 * child who signs up on their own. Admins act for their own district's students only, and every
 * export or deletion they make is in the audit log.
 */
export function privacyModule(ctx: AppContext) {
  ctx.jobs.register({
    name: "retention",
    everyMs: DAY_MS,
    atStart: true,
    run: async () => void (await applyRetention(ctx)),
  });
  ctx.jobs.register({
    name: "expired-demo-accounts",
    everyMs: DAY_MS,
    atStart: true,
    run: async () => void (await deleteExpiredDemoAccounts(ctx)),
  });
  ctx.jobs.register({
    name: "unconsented-accounts",
    everyMs: DAY_MS,
    atStart: true,
    run: async () => void (await deleteUnconsentedAccounts(ctx)),
  });

  const download = (user: UserRow) =>
    new Response(exportUserData(ctx.database, user), {
      headers: {
        "content-type": "application/json; charset=utf-8",
        "content-disposition": `attachment; filename="${exportFileName(user)}"`,
        "cache-control": "no-store",
      },
    });

  return new Elysia({ name: "privacy", tags: ["Privacy"] })
    .use(authentication(ctx))
    .get("/auth/me/export", ({ user }) => download(user), { auth: true, response: AccountExport })
    .delete(
      "/auth/me",
      async ({ user, body, set }) => {
        await deleteOwnAccount(ctx, user, body.confirm);
        set.status = 204;
      },
      { auth: true, body: DeleteBody, response: { 204: t.Void({ description: "The account is deleted." }) } },
    )
    .post(
      "/auth/me/birth-year",
      async ({ user, body }) => toProfile(await recordBirthYear(ctx, user, body.birthYear)),
      {
        auth: true,
        body: BirthYearBody,
        response: UserProfile,
      },
    )
    .post(
      "/auth/me/consent-request",
      async ({ user, body, set }) => {
        await requestParentalConsent(ctx, user, body.parentEmail);
        set.status = 202;
        return { sentTo: body.parentEmail.trim() };
      },
      { auth: true, body: ConsentRequestBody, response: { 202: ConsentRequestSent } },
    )
    .get("/consent/:token", ({ params }) => readConsentRequest(ctx, params.token), {
      params: ConsentParams,
      response: ConsentInfo,
    })
    .post("/consent/:token", ({ params, body }) => answerConsentRequest(ctx, params.token, body.decision), {
      params: ConsentParams,
      body: ConsentAnswerBody,
      response: ConsentAnswer,
    })
    .get(
      "/admin/students/:id/export",
      async ({ user, params }) => {
        const student = await getAdministeredStudent(ctx, user, params.id);
        await ctx.database.write((tx) =>
          recordAudit(tx, {
            actor: user,
            action: "export_account",
            subjectUserId: student.id,
            districtId: student.districtId,
            reason: "records request",
          }),
        );
        return download(student);
      },
      { roles: ["admin"], params: StudentParams, response: AccountExport },
    )
    .delete(
      "/admin/students/:id",
      async ({ user, params, body, set }) => {
        requireConfirmation(body.confirm);
        await deleteAccount(ctx, await getAdministeredStudent(ctx, user, params.id), "admin", user);
        set.status = 204;
      },
      {
        roles: ["admin"],
        params: StudentParams,
        body: DeleteBody,
        response: { 204: t.Void({ description: "The student's account is deleted." }) },
      },
    )
    .get(
      "/admin/retention",
      ({ user }) =>
        loadRetention(ctx.database, requireDistrictAdmin(user, "see how long the district keeps conversations")),
      { roles: ["admin"], response: RetentionSettings },
    )
    .put("/admin/retention", ({ user, body }) => updateRetention(ctx, user, body.messageRetentionDays), {
      roles: ["admin"],
      body: RetentionBody,
      response: RetentionSettings,
    });
}

/** A student of the admin's district (a district admin) or school (a school admin); anyone else is a 404. */
async function getAdministeredStudent(ctx: AppContext, admin: UserRow, studentId: string): Promise<UserRow> {
  const [student] = await ctx.database.read.select().from(users).where(eq(users.id, studentId));
  const administers =
    student !== undefined &&
    student.role === "student" &&
    (admin.schoolId !== null
      ? student.schoolId === admin.schoolId
      : admin.districtId !== null && student.districtId === admin.districtId);
  if (!student || !administers) throw notFound("errors.notFound.student");
  return student;
}
