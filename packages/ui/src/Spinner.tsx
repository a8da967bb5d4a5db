/** A loading spinner that says what is loading. */
export function Spinner({ label = "Loading" }: { label?: string }) {
  return (
    <span className="bl-spinner" role="status">
      <span className="bl-spinner-circle" aria-hidden="true" />
      <span className="bl-visually-hidden">{label}</span>
    </span>
  );
}
