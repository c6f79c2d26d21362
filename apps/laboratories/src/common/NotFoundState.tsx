/** What the address names does not exist: a translated message in place of the content. */
export function NotFoundState({ message }: { message: string }) {
  return (
    <div className="labs-not-found" role="status">
      <p>{message}</p>
    </div>
  );
}
