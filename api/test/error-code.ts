import { AppError } from "../src/errors";

/** The house error code a service call fails with (`NOT_FOUND`, `VALIDATION_FAILED`, …); anything else fails the test. */
export async function errorCodeOf(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error.code;
}
