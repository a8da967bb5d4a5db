import { afterAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { startTestApi } from "../../../test/harness";
import { createTestDistrict } from "../../../test/school";
import { ltiContexts, organisations, users } from "../../db/schema";
import { newId } from "../../ids";

/**
 * GET /api/safety/readiness over HTTP: whether a district's critical alerts have someone to go to,
 * and what is missing, in words its admin can act on.
 */

const api = await startTestApi();
afterAll(() => api.close());

describe("a district's safety readiness", () => {
  test("with no safety contact it is not ready and says why; after adding a contact it is ready", async () => {
    const district = await createTestDistrict(api, "Maple District", 1);
    const token = district.districtAdmin.token;
    const before = await api.call("/api/safety/readiness", { token });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      ready: false,
      safetyContacts: 0,
      districtAdminsWithEmail: 1,
      courses: { known: 2, withoutTeacherEmail: 0, listed: [] },
      emailReady: true,
    });
    expect(before.body.schools).toEqual([{ id: district.schoolId, name: "Maple District High", adminsWithEmail: 1 }]);
    expect(before.body.missing).toEqual([
      {
        code: "no_safety_contact",
        blocking: true,
        message: expect.stringMatching(/^No safety contact: critical alerts reach only course teachers/),
      },
    ]);
    // An admin whose screen is in Spanish reads the same gap in Spanish.
    const spanish = await api.call("/api/safety/readiness", { token, headers: { "accept-language": "es-419" } });
    expect(spanish.body.missing[0].message).toStartWith(
      "Sin contacto de seguridad: las alertas críticas solo les llegan a los maestros del curso",
    );

    const saved = await api.call("/api/safety/settings", {
      method: "PUT",
      token,
      json: { contacts: [{ name: "Dana Lee", email: "dana@maple.test" }], helpLines: {} },
    });
    expect(saved.status).toBe(200);
    const after = await api.call("/api/safety/readiness", { token });
    expect(after.body).toMatchObject({ ready: true, safetyContacts: 1, missing: [] });
  });

  test("lists plainly where an alert would reach nobody: no admin with an email, a course with no teacher's email", async () => {
    const district = await createTestDistrict(api, "Willow District", 1);
    // An LMS that sent no emails: the admins have none, and one course has no teacher at all.
    await api.ctx.database.write(async (tx) => {
      await tx.update(users).set({ email: null }).where(eq(users.districtId, district.districtId));
      await tx.insert(organisations).values({
        id: newId(),
        kind: "school",
        name: "Willow Middle",
        districtId: district.districtId,
      });
    });
    const [course] = await api.ctx.database.read
      .select()
      .from(ltiContexts)
      .where(eq(ltiContexts.id, district.courseId));
    await api.ctx.database.write((tx) =>
      tx.insert(ltiContexts).values({
        id: newId(),
        registrationId: course!.registrationId,
        contextId: "art",
        title: "Art 1",
        districtId: district.districtId,
      }),
    );

    const readiness = await api.call("/api/safety/readiness", { token: district.districtAdmin.token });
    expect(readiness.body.ready).toBe(false);
    expect(readiness.body.courses).toMatchObject({ known: 3, withoutTeacherEmail: 3 });
    expect(readiness.body.courses.listed.map((listed: { title: string }) => listed.title)).toEqual([
      "Algebra 2",
      "Art 1",
      "Biology 101",
    ]);
    const byCode = Object.fromEntries(
      readiness.body.missing.map((gap: { code: string; message: string }) => [gap.code, gap.message]),
    );
    expect(byCode.no_safety_contact).toBe(
      "No safety contact: a critical alert about a student whose teachers are unknown reaches nobody. Add a safety contact (name and email).",
    );
    expect(byCode.no_district_admin_email).toContain("No district admin has an email address on record");
    expect(byCode.school_without_admin).toContain(
      "2 schools have no admin with an email address (Willow District High, Willow Middle)",
    );
    expect(byCode.course_without_teacher).toContain(
      "3 courses have no teacher with an email address on record (Algebra 2 (Canvas), Art 1 (Canvas), Biology 101 (Canvas))",
    );
  });

  test("is for the district's admin only", async () => {
    const district = await createTestDistrict(api, "Hazel District", 1);
    expect((await api.call("/api/safety/readiness", { token: district.teacher.token })).status).toBe(403);
    const school = await api.call("/api/safety/readiness", { token: district.schoolAdmin.token });
    expect(school.status).toBe(403);
    expect(school.body.code).toBe("FORBIDDEN");
    expect((await api.call("/api/safety/readiness")).status).toBe(401);
  });
});
