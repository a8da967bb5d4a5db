import { expect, test } from "bun:test";
import { englishLeftIn } from "../../../test/english-left";
import { startApiWithFakeModel } from "../../../test/fake-model";
import { startTestSmtpServer } from "../../../test/smtp-server";

/**
 * The model outage email in each district admin's language (issue 38), read back from a real SMTP
 * server: an admin who chose Spanish reads it in Spanish, with the time in Spanish; one who did not
 * reads English.
 */
test("when the breaker opens, each district admin is told in their own language", async () => {
  const smtp = await startTestSmtpServer();
  const model = await startApiWithFakeModel({ SMTP_URL: smtp.url });
  try {
    await model.api.createUser({
      role: "admin",
      districtId: "demo-district",
      email: "ti@lakeside.example",
      locale: "es",
    });
    await model.api.createUser({ role: "admin", districtId: "demo-district", email: "it@lakeside.example" });
    model.fake.setDefault(() => ({ fault: "http", status: 503 }));
    const { token } = await model.api.createUser({ subscriptionStatus: "active" });
    for (let i = 0; i < 8; i++) {
      await model.api.call("/api/subjects", { method: "POST", token, json: { name: `Subject ${i}` } });
    }
    for (const subject of (await model.api.call("/api/subjects", { token })).body) {
      await model.api.call(`/api/subjects/${subject.id}/outline/generate`, { method: "POST", token });
    }
    await model.api.ctx.outbox.settle();

    const spanish = smtp.received.find((email) => email.to.includes("ti@lakeside.example"));
    if (!spanish) throw new Error("The Spanish-speaking admin was not told.");
    expect(spanish.subject).toBe("Bloom: su modelo de IA no responde");
    expect(spanish.text).toContain(
      "Bloom no pudo comunicarse varias veces seguidas con el modelo de IA que tiene configurado (fake-model en",
    );
    expect(spanish.text).toMatch(/desde el \S+, \d+ de \S+ de \d{4}, [^(]+ \(hora UTC\)\./);
    expect(spanish.text).toContain("Los estudiantes no se ven afectados");
    expect(spanish.text).toContain(`está en el panel: ${model.api.url}/dashboard`);
    expect(englishLeftIn(`${spanish.subject}\n${spanish.text}\n${spanish.html}`, "emails.")).toEqual([]);

    const english = smtp.received.find((email) => email.to.includes("it@lakeside.example"));
    expect(english?.subject).toBe("Bloom: your AI model is not answering");
    expect(english?.text).toContain("Students are not affected");
  } finally {
    await model.close();
    await smtp.close();
  }
});
