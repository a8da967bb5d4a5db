import type { ApiClient } from "./api-client";
import { errorFromResponse } from "./errors";

/**
 * Downloads a copy of the person's data (GET /api/auth/me/export, or an admin's export of a
 * student) as the file the server names, through the browser's own download.
 */
export async function downloadDataExport(client: ApiClient, path = "/api/auth/me/export"): Promise<string> {
  const response = await client.fetch(path);
  if (!response.ok) throw await errorFromResponse(response, client.sentence("common.exportFailed"));
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "bloom-data.json";
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next turn, after the browser has started the download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return name;
}
