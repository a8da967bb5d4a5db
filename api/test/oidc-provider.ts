import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 for sign-in tests: it plays Google or a
 * school's single sign-on. Its login and consent screens are replaced by an automatic
 * sign-in as `signInAs`, so a test can walk the whole authorization-code flow over HTTP.
 */
export interface TestOpenIdProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account the next authorization signs in as. */
  signInAs(account: TestAccount): void;
  /** Follows the authorization URL through the provider and returns the code it sends back. */
  authorize(authorizationUrl: string): Promise<{ code: string; state: string | null; redirectedTo: URL }>;
  close(): Promise<void>;
}

export interface TestAccount {
  sub: string;
  email?: string;
  name?: string;
  /** Extra claims, e.g. Clever's `user_type`. */
  claims?: Record<string, unknown>;
}

export async function startOpenIdProvider(options: {
  redirectUris: string[];
  clientId?: string;
}): Promise<TestOpenIdProvider> {
  const clientId = options.clientId ?? "bloom-test-client";
  const clientSecret = "bloom-test-client-secret-0123456789";
  const accounts = new Map<string, TestAccount>();
  let current: TestAccount = { sub: "nobody" };

  // The issuer needs the port, so the server starts first and the provider is created after.
  let provider: Provider | undefined;
  const server: Server = createServer((req, res) => {
    if (!provider) return void res.writeHead(503).end();
    if (req.url?.startsWith("/interaction/")) return void finishInteraction(provider, req, res);
    provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "user_type"] },
    scopes: ["openid", "email", "profile"],
    cookies: { keys: ["test-cookie-key-that-is-long-enough"] },
    features: { devInteractions: { enabled: false } },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        async claims() {
          return { sub: id, email: account.email, email_verified: true, name: account.name, ...account.claims };
        },
      };
    },
  });

  async function finishInteraction(p: Provider, req: IncomingMessage, res: ServerResponse) {
    try {
      const details = await p.interactionDetails(req, res);
      if (details.prompt.name === "login") {
        accounts.set(current.sub, current);
        await p.interactionFinished(
          req,
          res,
          { login: { accountId: current.sub } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      const grant = new p.Grant({
        accountId: details.session!.accountId,
        clientId: details.params.client_id as string,
      });
      grant.addOIDCScope(String(details.params.scope));
      await p.interactionFinished(
        req,
        res,
        { consent: { grantId: await grant.save() } },
        { mergeWithLastSubmission: true },
      );
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  }

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(account) {
      current = account;
    },
    async authorize(authorizationUrl) {
      const jar = new Map<string, string>();
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop++) {
        if (url.origin !== issuer) {
          return { code: url.searchParams.get("code") ?? "", state: url.searchParams.get("state"), redirectedTo: url };
        }
        const response = await fetch(url, {
          redirect: "manual",
          headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; ") },
        });
        for (const header of response.headers.getSetCookie()) {
          const [pair] = header.split(";");
          const index = pair!.indexOf("=");
          jar.set(pair!.slice(0, index), pair!.slice(index + 1));
        }
        const location = response.headers.get("location");
        if (!location)
          throw new Error(`The provider stopped at ${url} with ${response.status}: ${await response.text()}`);
        url = new URL(location, url);
      }
      throw new Error("Too many redirects at the test OpenID provider");
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
