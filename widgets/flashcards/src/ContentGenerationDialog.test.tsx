import { afterAll, afterEach, describe, expect, test } from "bun:test";
import { createApiClient, memoryTokenStore, WidgetHostProvider } from "@bloom/client";
import { I18nProvider, type Locale } from "@bloom/ui";
import { cleanup, render } from "@testing-library/react";
import { startTestApi } from "../../../api/test/harness";
import { ContentGenerationDialog } from "./ContentGenerationDialog";

/** The content-generation dialog against a real API with no AI model (issue 36): no Try Again that cannot work. */

const api = await startTestApi();
afterAll(() => api.close());
afterEach(cleanup);

async function openDialog(topicName: string, locale: Locale = "en") {
  const { token } = await api.createUser({ subscriptionStatus: "active" });
  const client = createApiClient({ baseUrl: api.url, tokens: memoryTokenStore(token), onUnauthorized: () => {} });
  return render(
    <WidgetHostProvider host={{ client, user: null, navigate: () => undefined }}>
      <I18nProvider locale={locale}>
        <ContentGenerationDialog
          subjectName="Algebra I"
          topicName={topicName}
          onDone={() => undefined}
          onCancel={() => undefined}
        />
      </I18nProvider>
    </WidgetHostProvider>,
  );
}

describe("generating content with no AI model", () => {
  test("a topic that needs a model says why, with OK and no Try Again", async () => {
    const view = await openDialog("Linear Inequalities");
    await view.findByText(/"Linear Inequalities" is part of Algebra I/, undefined, { timeout: 10_000 });
    expect(view.getByText("Generation Failed")).toBeTruthy();
    expect(view.queryByRole("button", { name: "Try Again" })).toBeNull();
    expect(view.getByRole("button", { name: "OK" })).toBeTruthy();
  });

  test("in Spanish, the dialog around the server's sentence is Spanish", async () => {
    const view = await openDialog("Linear Inequalities", "es");
    await view.findByText(/"Linear Inequalities"/, undefined, { timeout: 10_000 });
    expect(view.getByText("No se pudo generar")).toBeTruthy();
    expect(view.getByRole("button", { name: "Aceptar" })).toBeTruthy();
    expect(view.queryByRole("button", { name: "Intentar de nuevo" })).toBeNull();
  });
});
